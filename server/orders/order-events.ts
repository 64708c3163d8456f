/**
 * What follows an order write: the change event, so that subscribed teachers and admins see it live. Its documents
 * (order confirmation, tax invoice, credit note) and their mails follow in the write's own transaction
 * (documents.service.ts).
 */
import type { App } from '../context.ts';
import type { ChangeKind } from '../models/pubsub.ts';
import { toApiObject } from '../models/repository.ts';
import type { OrderObject, OrderRow } from './order.repository.ts';

const model = 'TeacherProductsOrder';

export function publishOrder(app: App, kind: ChangeKind, row: OrderRow): OrderObject {
  const order = toApiObject(row);
  app.changes.publish(model, kind, order);
  return order;
}
