/**
 * Proof of payment (issue 10, point 8): a teacher uploads a PDF or image into her own OrderProofs folder and
 * attaches it to her EFT order in PROCESSING; only she and admins may read it.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, type Session } from '../helpers/api.ts';
import { fetchFile, pdfBytes, pngOf, upload } from './catalogue-fixtures.ts';
import { addToCart, admin, cardCheckout, cartOf, checkout, demoItem, orderAsAdmin, titles } from './shop-helpers.ts';

async function eftOrder(teacher: Session) {
  await addToCart(teacher, (await demoItem(titles.assessmentPack)).id);
  const cart = await cartOf(teacher);
  const order = (await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' })).data!
    .checkout.order;
  expect(order.orderStatus).toBe('PROCESSING');
  return order;
}

const attach = (session: Session, orderId: string, key: string) =>
  gql(
    `mutation($orderId: ID!, $key: String!) { attachProofOfPayment(orderId: $orderId, key: $key) { id orderStatus proofOfPayment } }`,
    { orderId, key },
    { token: session.accessToken },
  );

async function uploadProof(teacher: Session, name: string, data: Buffer): Promise<string> {
  const result = await upload(`OrderProofs/${teacher.user.id}`, name, data, teacher.accessToken);
  expect(result.status).toBe(201);
  return result.body.key ?? '';
}

describe('proof of payment', () => {
  it('is uploaded into her own folder, checked by content, and attached to her EFT order awaiting payment', async () => {
    const teacher = await newTeacher();
    const order = await eftOrder(teacher);
    const key = await uploadProof(teacher, 'proof.pdf', pdfBytes());
    expect(key).toMatch(new RegExp(`^OrderProofs/${teacher.user.id}/.+proof\\.pdf$`));
    const attached = await attach(teacher, order.id, key);
    expect(attached.errors).toBeUndefined();
    expect(attached.data?.attachProofOfPayment).toEqual({
      id: order.id,
      orderStatus: 'PROCESSING',
      proofOfPayment: key,
    });
    expect((await orderAsAdmin(order.id)).orderStatus).toBe('PROCESSING');

    // A second proof (an image) replaces the first.
    const image = await uploadProof(teacher, 'slip.png', await pngOf(40, 40));
    expect((await attach(teacher, order.id, image)).data?.attachProofOfPayment.proofOfPayment).toBe(image);

    // Not a PDF or an image: refused by content, whatever the name says; nor into another teacher's folder.
    const text = await upload(
      `OrderProofs/${teacher.user.id}`,
      'proof.pdf',
      Buffer.from('just some text'),
      teacher.accessToken,
    );
    expect(text.status).toBe(415);
    const other = await newTeacher();
    expect((await upload(`OrderProofs/${teacher.user.id}`, 'proof.pdf', pdfBytes(), other.accessToken)).status).toBe(
      403,
    );
  });

  it('can be read by her and by admins only', async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const order = await eftOrder(teacher);
    const key = await uploadProof(teacher, 'proof.pdf', pdfBytes());
    await attach(teacher, order.id, key);
    expect((await fetchFile(key, { token: teacher.accessToken })).status).toBe(200);
    expect((await fetchFile(key, { token: (await admin()).accessToken })).status).toBe(200);
    expect((await fetchFile(key, { token: other.accessToken })).status).toBe(403);
    const links = await gql(
      `query($keys: [String!]!) { fileLinks(keys: $keys) { key url } }`,
      { keys: [key] },
      { token: other.accessToken },
    );
    expect(links.data?.fileLinks).toEqual([{ key, url: null }]);
    const adminLinks = await gql(
      `query($keys: [String!]!) { fileLinks(keys: $keys) { key url } }`,
      { keys: [key] },
      { token: (await admin()).accessToken },
    );
    expect(adminLinks.data?.fileLinks).toHaveLength(1);
    // Nor through the order: another teacher cannot read it.
    const read = await gql(
      `query($id: ID!) { getTeacherProductsOrder(id: $id) { proofOfPayment } }`,
      { id: order.id },
      { token: other.accessToken },
    );
    expect(read.data?.getTeacherProductsOrder ?? null).toBeNull();
  });

  it('is refused on an order that is not hers, not EFT awaiting payment, or with a key that is not her upload', async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const order = await eftOrder(teacher);
    const mine = await uploadProof(teacher, 'proof.pdf', pdfBytes());
    const theirs = await uploadProof(other, 'proof.pdf', pdfBytes());
    expect(errorCode(await attach(other, order.id, theirs))).toBe('NOT_FOUND');
    const foreignKey = await attach(teacher, order.id, theirs);
    expect(foreignKey.errors?.[0].extensions?.fieldErrors).toEqual({ key: 'Upload the proof of payment first' });
    const missing = await attach(teacher, order.id, `OrderProofs/${teacher.user.id}/0-missing.pdf`);
    expect(missing.errors?.[0].extensions?.fieldErrors).toEqual({ key: 'Upload the proof of payment first' });
    expect(
      (await attach(teacher, order.id, `OrderProofs/${teacher.user.id}/../x.pdf`)).errors?.[0].extensions?.fieldErrors,
    ).toEqual({ key: 'Upload the proof of payment first' });

    const card = await newTeacher();
    const { order: cardOrder } = await cardCheckout(card, [(await demoItem(titles.numberFun)).id]);
    const cardKey = await uploadProof(card, 'proof.pdf', pdfBytes());
    const refused = await attach(card, cardOrder.id, cardKey);
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({
      orderId: 'A proof of payment can only be added to an EFT order awaiting payment',
    });
    expect(mine).toBeTruthy();
  });
});
