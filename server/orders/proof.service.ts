/**
 * Proof of payment (issue 10, point 8): on her EFT order in PROCESSING a teacher uploads a PDF or image into her
 * own folder OrderProofs/{userId} (POST /files/…, checked by content and size like every upload), then attaches
 * its key to the order. Only she and admins may read the files of that folder.
 */
import { awaitsEftPayment } from '../domain/order-rules.ts';
import type { RequestContext } from '../context.ts';
import { apiError, badInput } from '../errors.ts';
import { adminsOnly, registerFileReadRule } from '../files/access.ts';
import { registerUploadFolder } from '../files/folders.ts';
import { isSafeKey } from '../files/keys.ts';
import { findStoredFile } from '../files/records.ts';
import { imageKinds } from '../files/sniff.ts';
import { toApiObject } from '../models/repository.ts';
import { inTransaction } from '../../db/connect.ts';
import { callerProfile, changedMeanwhile } from './cart.service.ts';
import { publishOrder } from './order-events.ts';
import { accountActor } from './order-history.ts';
import { findOrder, writeOrder, type OrderObject } from './order.repository.ts';

export const proofFolder = 'OrderProofs';

export const proofMessages = {
  notAwaitingEft: 'A proof of payment can only be added to an EFT order awaiting payment',
  notYourUpload: 'Upload the proof of payment first',
} as const;

export function registerProofFolder(): void {
  registerUploadFolder({
    name: `${proofFolder}/{userId}`,
    pattern: new RegExp(`^${proofFolder}/(?<userId>[A-Za-z0-9_-]{1,100})$`),
    kinds: ['pdf', ...imageKinds],
    size: 'content',
    // A proof is a document to read, not a picture to show: kept as uploaded.
    image: { output: 'same' },
    mayUpload: (viewer, groups) => viewer.userId !== null && viewer.userId === groups.userId,
  });
  registerFileReadRule(
    `${proofFolder}/`,
    (app, viewer, key) =>
      (viewer.userId !== null && key.split('/')[1] === viewer.userId) || adminsOnly(app, viewer, key),
  );
}

export async function attachProofOfPayment(ctx: RequestContext, orderId: string, key: string): Promise<OrderObject> {
  const { userId, profileId } = callerProfile(ctx);
  if (!isSafeKey(key) || !key.startsWith(`${proofFolder}/${userId}/`) || key.split('/').length !== 3)
    throw badInput({ key: proofMessages.notYourUpload });
  const row = await inTransaction(ctx.db, async (trx) => {
    const order = await findOrder(trx, orderId, { forUpdate: true });
    if (!order || order.ownerId !== userId || order.teacherprofileID !== profileId)
      throw apiError('NOT_FOUND', 'Record not found.');
    if (!awaitsEftPayment(order)) throw badInput({ orderId: proofMessages.notAwaitingEft });
    if (!(await findStoredFile(trx, key))) throw badInput({ key: proofMessages.notYourUpload });
    if (order.proofOfPayment === key) return { changed: false, row: order };
    return {
      changed: true,
      row:
        (await writeOrder(
          trx,
          order.id,
          order._version,
          { proofOfPayment: key },
          accountActor(ctx.viewer, 'teacher', 'proof'),
        )) ?? changedMeanwhile(order),
    };
  });
  return row.changed ? publishOrder(ctx.app, 'update', row.row) : toApiObject(row.row);
}
