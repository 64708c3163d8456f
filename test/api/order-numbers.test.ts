/**
 * Order ids (000 section 9, YYMMDD-HHMMSSCC) are the EFT reference and the card payment's id: no two orders share
 * one, however many are made in the same hundredth of a second, by admins and by teachers checking out at once.
 */
import { describe, expect, it } from 'vitest';
import { orderIdPattern } from '../../server/domain/order-id.ts';
import { newTeacher } from '../helpers/api.ts';
import { addToCart, cartOf, checkout, createProduct } from './shop-helpers.ts';
import { createOrder, item } from './sales-helpers.ts';

const distinct = (ids: string[]) => new Set(ids).size;

describe('order ids', () => {
  it('gives each of 30 orders an admin makes at once its own id', async () => {
    const [teacher, product] = await Promise.all([newTeacher(), createProduct({ price: 30 })]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        createOrder({
          teacherprofileID: teacher.teacherProfileId,
          orderStatus: 'PENDING',
          orderProducts: [item(product.id)],
        }),
      ),
    );
    const ids = answers.map((answer) => {
      expect(answer.errors).toBeUndefined();
      return String(answer.data?.createTeacherProductsOrder.orderID);
    });
    expect(ids.every((id) => orderIdPattern.test(id))).toBe(true);
    expect(distinct(ids)).toBe(30);
  });

  it('gives each of 8 teachers checking out at once by EFT her own reference', async () => {
    const product = await createProduct({ price: 45 });
    const teachers = await Promise.all(Array.from({ length: 8 }, () => newTeacher()));
    const carts = await Promise.all(
      teachers.map(async (teacher) => {
        expect((await addToCart(teacher, product.id)).errors).toBeUndefined();
        return cartOf(teacher);
      }),
    );
    const done = await Promise.all(
      teachers.map((teacher, index) =>
        checkout(teacher, { orderId: carts[index].id, _version: carts[index]._version, paymentMethod: 'EFT' }),
      ),
    );
    const ids = done.map((answer) => {
      expect(answer.errors).toBeUndefined();
      return String(answer.data?.checkout.order.orderID);
    });
    expect(ids.every((id) => orderIdPattern.test(id))).toBe(true);
    expect(distinct(ids)).toBe(8);
  });
});
