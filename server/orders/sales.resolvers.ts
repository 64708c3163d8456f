import type { Resolvers } from '../generated/graphql.ts';
import { hasQuote, orderFlags, orderHistory, salesOrder, salesOrders } from './sales.service.ts';

export const salesResolvers: Resolvers = {
  Query: {
    salesOrders: (_parent, { filter, sort, descending, page, pageSize }, ctx) =>
      salesOrders(ctx, { ...filter, sort, descending, page, pageSize }),
    salesOrder: (_parent, { id }, ctx) => salesOrder(ctx, id),
    orderHistory: (_parent, { orderId }, ctx) => orderHistory(ctx, orderId),
    teacherHasQuote: (_parent, { teacherprofileID }, ctx) => hasQuote(ctx, teacherprofileID),
  },
  TeacherProductsOrder: {
    productsCount: (order) => orderFlags(order).productsCount,
    hasPhysical: (order) => orderFlags(order).hasPhysical,
    hasQuestions: (order) => orderFlags(order).hasQuestions,
    archived: (order) => order.archived === true,
  },
};
