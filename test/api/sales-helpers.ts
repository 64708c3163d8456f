/** Shared steps of the Sales back office's API tests: admin writes of orders and quotes through the generic API. */
import { expect } from 'vitest';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { admin, createProduct, orderFields, type CatalogueItem } from './shop-helpers.ts';

export const salesFields = `${orderFields} proofOfPayment productsCount hasPhysical hasQuestions archived`;

export async function adminToken(): Promise<string> {
  return (await admin()).accessToken;
}

export async function createOrder(input: Record<string, unknown>, token?: string) {
  return gql(
    `mutation($input: CreateTeacherProductsOrderInput!) { createTeacherProductsOrder(input: $input) { ${salesFields} } }`,
    { input },
    { token: token ?? (await adminToken()) },
  );
}

export async function updateOrder(input: Record<string, unknown>, token?: string) {
  return gql(
    `mutation($input: UpdateTeacherProductsOrderInput!) { updateTeacherProductsOrder(input: $input) { ${salesFields} } }`,
    { input },
    { token: token ?? (await adminToken()) },
  );
}

/** An order or quote the admin made for the teacher; fails the test when refused. */
export async function created(input: Record<string, unknown>) {
  const response = await createOrder(input);
  expect(response.errors).toBeUndefined();
  return response.data?.createTeacherProductsOrder;
}

export async function updated(input: Record<string, unknown>) {
  const response = await updateOrder(input);
  expect(response.errors).toBeUndefined();
  return response.data?.updateTeacherProductsOrder;
}

let asking: ReturnType<typeof createProduct> | undefined;
/** A product with a required and an optional question, made once per test file. */
export const questionProduct = () =>
  (asking ??= createProduct({
    price: 80,
    questions: [
      { type: 'Text', label: 'School name', required: true },
      { type: 'Text', label: 'Notes', required: false },
    ],
  }));

let products: Promise<Record<'digital' | 'other' | 'free' | 'physical', CatalogueItem>> | undefined;

/**
 * Products made once per test file (read-only fixtures: the shop's own tests page through every product, so
 * tests here do not add more than they need), and a new teacher for each call.
 */
export async function teacherAndProducts() {
  products ??= Promise.all([
    createProduct({ price: 100 }),
    createProduct({ price: 40, discountPercentage: 25 }),
    createProduct({ price: 0 }),
    createProduct({ price: 200, physical: true }),
  ]).then(([digital, other, free, physical]) => ({ digital, other, free, physical }));
  const [teacher, made] = await Promise.all([newTeacher(), products]);
  return { teacher, ...made };
}

export const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, ...extra });

export async function historyOf(orderId: string, token?: string) {
  return gql(
    `query($id: ID!) { orderHistory(orderId: $id) { id orderId at actorId actor actorKind source changes { field from to } } }`,
    { id: orderId },
    { token: token ?? (await adminToken()) },
  );
}

export type Teacher = Session;
