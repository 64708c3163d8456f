/**
 * Admin writes of orders through the generic createTeacherProductsOrder / updateTeacherProductsOrder (teachers
 * have no such rule): the state rules of 002 section 4 decide every stored value (admin-order.service.ts), the
 * change is recorded in the order's history in the write's transaction, and in that same transaction the order
 * gets the documents its new state calls for (documents.service.ts): the order confirmation when it comes to await
 * an EFT payment, a tax invoice when it is paid, a credit note when a paid order changes or is cancelled.
 */
import { awaitsEftPayment } from '../domain/order-rules.ts';
import type { Database } from '../../db/connect.ts';
import type { RequestContext } from '../context.ts';
import { registerHooks, type ModelHooks } from '../models/hooks.ts';
import { adminCreatedOrder, adminUpdatedOrder } from './admin-order.service.ts';
import { queueConfirmation, settleDocuments } from './documents.service.ts';
import { accountActor } from './order-history.ts';
import { recordOrderChange, recordOrderEvent } from './order-history.repository.ts';
import type { OrderObject } from './order.repository.ts';

/** The admin's change, a deletion included, in the order's history, and the documents it calls for. */
async function withinAdminWrite(
  ctx: RequestContext,
  db: Database,
  row: OrderObject,
  before: OrderObject | null,
): Promise<void> {
  const actor = accountActor(ctx.viewer, 'admin', 'admin');
  if (row._deleted && !before?._deleted)
    await recordOrderEvent(db, row.id, actor, [{ field: 'deleted', from: false, to: true }]);
  else await recordOrderChange(db, actor, before, row);
  if (awaitsEftPayment(row) && before?.orderStatus !== 'PROCESSING') await queueConfirmation(ctx.app, db, row);
  await settleDocuments(ctx.app, db, row, { actor });
}

const orderHooks: ModelHooks<'teacher_products_order'> = {
  beforeWrite: (ctx, values, existing) =>
    existing ? adminUpdatedOrder(ctx, values, existing) : adminCreatedOrder(ctx, values),
  withinWrite: withinAdminWrite,
};

export function registerOrderHooks(): void {
  registerHooks('TeacherProductsOrder', orderHooks);
}
