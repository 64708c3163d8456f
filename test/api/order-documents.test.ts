/**
 * An order's documents (issue 27; VAT Act s20, s21), through the API as staff and teachers use it: before payment an
 * order confirmation that says it is not a tax invoice; once paid a tax invoice with its own number whose PDF never
 * changes; a change to a paid order a credit note of exactly the difference, mailed, in the order's mail log; a
 * cancellation a credit note of everything; revenue = invoices − credit notes. Runs on the embedded database, and on
 * PostgreSQL with DATABASE_URL (README, "Tests").
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCode, gql, serverUrl, signIn, waitFor } from '../helpers/api.ts';
import { outboxMailsContaining } from '../helpers/outbox.ts';
import { pdfkitTextRuns } from './pdfkit-text.ts';
import { adminToken, created, historyOf, item, teacherAndProducts, updated, updateOrder } from './sales-helpers.ts';
import { addToCart, cartOf, placedEftOrder } from './shop-helpers.ts';

const documentFields = 'id orderId kind number refersTo issuedAt total vat lines { description amount } link';

interface Document {
  id: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  refersTo: string | null;
  total: number;
  vat: number;
  lines: { description: string; amount: number }[];
  link: string;
}

async function documentsOf(orderId: string, token?: string): Promise<Document[]> {
  const response = await gql<{ orderDocuments: Document[] }>(
    `query($id: ID!) { orderDocuments(orderId: $id) { ${documentFields} } }`,
    { id: orderId },
    { token: token ?? (await adminToken()) },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.orderDocuments ?? [];
}

interface Mail {
  kind: string;
  number: string;
  to: string | null;
  status: string;
}

async function mailsOf(orderId: string): Promise<Mail[]> {
  const response = await gql<{ orderMails: Mail[] }>(
    `query($id: ID!) { orderMails(orderId: $id) { id queuedAt kind number to subject status sentAt error attempts } }`,
    { id: orderId },
    { token: await adminToken() },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.orderMails ?? [];
}

async function pdfOf(link: string): Promise<Buffer> {
  const response = await fetch(`${serverUrl()}${link}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const cents = (rand: number) => Math.round(rand * 100);

/**
 * The whole mail with these words, once written (the outbox file may be read while it is being written). Document
 * numbers start again on each test database, and earlier runs' outboxes remain: a number is told with its order.
 */
async function mailWith(...markers: string[]): Promise<string> {
  const find = () =>
    outboxMailsContaining(markers[0] ?? '').find(
      (mail) => markers.every((marker) => mail.includes(marker)) && mail.trimEnd().endsWith('--'),
    );
  await waitFor(() => find() !== undefined, 20_000);
  return find() ?? '';
}

function attachmentText(mail: string): string {
  const attachment = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1] ?? '';
  return pdfkitTextRuns(Buffer.from(attachment.replace(/\s/g, ''), 'base64')).join('\n');
}

const revenueQuery = `query($from: Date!, $to: Date!) {
  revenueReport(from: $from, to: $to, groupBy: MONTH) { total { orders revenue vat } }
}`;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());

async function revenueTotal(): Promise<{ revenue: number; vat: number }> {
  const reporting = await signIn('reporting@example.com');
  const response = await gql<{ revenueReport: { total: { revenue: number; vat: number } } }>(
    revenueQuery,
    { from: '2020-01-01', to: today },
    { token: reporting.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.revenueReport.total;
}

describe('order documents', () => {
  it('EFT checkout to paid to a corrected line: confirmation, invoice unchanged after the edit, credit note of the difference', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const { order, cards } = await placedEftOrder(teacher);
    expect(order.orderStatus).toBe('PROCESSING');

    // Before payment: an order confirmation, clearly not a tax invoice, and no tax documents.
    const confirmation = await mailWith(`Order confirmation ${order.orderID}`);
    const confirmationText = attachmentText(confirmation);
    expect(confirmationText).toContain('This is not a tax invoice.');
    expect(confirmationText).not.toContain('Tax invoice');
    expect(confirmationText).toContain('Awaiting payment');
    expect(await documentsOf(order.id)).toEqual([]);
    const link = await gql(
      `query($id: ID!) { invoiceLink(orderId: $id) }`,
      { id: order.id },
      { token: teacher.accessToken },
    );
    expect(link.data?.invoiceLink).toMatch(new RegExp(`^/orders/${order.id}/confirmation\\.pdf\\?`));

    // Paid: one tax invoice with its own number, mailed, no payment request on it.
    const before = await revenueTotal();
    const paid = await updated({ id: order.id, _version: order._version, orderStatus: 'PAID' });
    const [invoice, ...none] = await documentsOf(order.id);
    expect(none).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'INVOICE', refersTo: null, total: paid.orderTotal, vat: paid.orderVAT });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.number).not.toBe(order.orderID);
    const invoiceMail = attachmentText(await mailWith(`Tax invoice ${invoice.number}`, `order ${order.orderID}`));
    expect(invoiceMail).toContain(invoice.number);
    expect(invoiceMail).toContain(order.orderID);
    expect(invoiceMail).not.toContain('Please pay by EFT');
    const issuedPdf = await pdfOf(invoice.link);
    const afterPaid = await revenueTotal();
    expect(cents(afterPaid.revenue - before.revenue)).toBe(cents(paid.orderTotal));

    // The admin takes the flash cards off the paid order: a credit note of exactly the difference.
    const edited = await updated({
      id: paid.id,
      _version: paid._version,
      orderProducts: paid.orderProducts
        .filter((line: { id: string }) => line.id !== cards.id)
        .map((line: { id: string }) => item(line.id)),
    });
    expect(edited.orderStatus).toBe('PAID');
    expect(edited.orderTotal).toBeLessThan(paid.orderTotal);
    const documents = await documentsOf(order.id);
    expect(documents.map((document) => document.kind)).toEqual(['INVOICE', 'CREDIT_NOTE']);
    const [sameInvoice, credit] = documents;
    expect(sameInvoice).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      total: invoice.total,
      vat: invoice.vat,
    });
    expect(sha(await pdfOf(sameInvoice.link))).toBe(sha(issuedPdf));
    expect(credit.number).toMatch(/^CN-\d{6}$/);
    expect(credit.refersTo).toBe(invoice.number);
    expect(cents(credit.total)).toBe(cents(paid.orderTotal) - cents(edited.orderTotal));
    expect(cents(credit.vat)).toBe(cents(paid.orderVAT) - cents(edited.orderVAT));
    expect(cents(credit.lines.reduce((sum, line) => sum + line.amount, 0))).toBe(cents(credit.total));
    const creditText = attachmentText(await mailWith(`Credit note ${credit.number}`, `order ${order.orderID}`));
    for (const expected of ['Credit note', credit.number, invoice.number, order.orderID])
      expect(creditText).toContain(expected);

    // Revenue is invoices minus credit notes: what the order now comes to.
    const afterEdit = await revenueTotal();
    expect(cents(afterEdit.revenue - before.revenue)).toBe(cents(edited.orderTotal));
    expect(cents(afterEdit.vat - before.vat)).toBe(cents(edited.orderVAT));

    // The mail log: confirmation, invoice and credit note, each to the teacher.
    const mails = await mailsOf(order.id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['CREDIT_NOTE', 'INVOICE', 'ORDER_CONFIRMATION']);
    expect(new Set(mails.map((mail) => mail.number))).toEqual(new Set([credit.number, invoice.number, order.orderID]));

    // The order's history lists each document with the admin's write that issued it.
    const history = (await historyOf(order.id)).data?.orderHistory;
    const documentEvents = history.flatMap((event: { actor: string; changes: { field: string; to: unknown }[] }) =>
      event.changes
        .filter((change) => change.field === 'invoice' || change.field === 'creditNote')
        .map((change) => [change.field, change.to, event.actor]),
    );
    expect(documentEvents).toEqual([
      ['invoice', invoice.number, 'admin@example.com'],
      ['creditNote', credit.number, 'admin@example.com'],
    ]);

    // Cancelled: everything left is credited, and revenue is back where it was.
    const cancelled = await updated({ id: edited.id, _version: edited._version, orderStatus: 'CANCELLED' });
    expect(cancelled.orderStatus).toBe('CANCELLED');
    const last = (await documentsOf(order.id)).at(-1)!;
    expect(last).toMatchObject({ kind: 'CREDIT_NOTE', refersTo: invoice.number });
    expect(cents(last.total)).toBe(cents(edited.orderTotal));
    const afterCancel = await revenueTotal();
    expect(cents(afterCancel.revenue - before.revenue)).toBe(0);
    expect(cents(afterCancel.vat - before.vat)).toBe(0);
    expect(digital).toBeDefined();
  });

  it('a product added to a paid order is a further invoice; the teacher reads her documents, another teacher cannot', async () => {
    const { teacher, digital, other } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
    });
    const paid = await updated({ id: order.id, _version: order._version, orderStatus: 'PAID' });
    const more = await updated({
      id: paid.id,
      _version: paid._version,
      orderProducts: [item(digital.id), item(other.id)],
    });
    const documents = await documentsOf(order.id, teacher.accessToken);
    expect(documents.map((document) => document.kind)).toEqual(['INVOICE', 'INVOICE']);
    expect(documents[1]).toMatchObject({ refersTo: documents[0].number });
    expect(cents(documents[1].total)).toBe(cents(more.orderTotal) - cents(paid.orderTotal));
    expect(documents[1].lines.map((line) => line.description)).toEqual([other.title]);

    const field = await gql(
      `query($id: ID!) { getTeacherProductsOrder(id: $id) { id documents { number kind } } }`,
      { id: order.id },
      { token: teacher.accessToken },
    );
    expect(field.errors).toBeUndefined();
    expect(field.data?.getTeacherProductsOrder.documents).toHaveLength(2);

    const stranger = await teacherAndProducts();
    const refused = await gql(
      `query($id: ID!) { orderDocuments(orderId: $id) { id } }`,
      { id: order.id },
      {
        token: stranger.teacher.accessToken,
      },
    );
    expect(errorCode(refused)).toBe('NOT_FOUND');
    const swapped = documents[0].link.replace(order.id, stranger.teacher.teacherProfileId);
    expect((await fetch(`${serverUrl()}${swapped}`)).status).not.toBe(200);
    expect(
      errorCode(
        await gql(
          `query($id: ID!) { orderMails(orderId: $id) { id } }`,
          { id: order.id },
          { token: teacher.accessToken },
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('staff send a document again, and it is in the mail log; orders paid at once get numbers of their own', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
    });
    const paid = await updated({ id: order.id, _version: order._version, orderStatus: 'PAID' });
    const [invoice] = await documentsOf(paid.id);
    const resent = await gql<{ resendOrderDocument: Mail }>(
      `mutation($id: ID!) { resendOrderDocument(orderId: $id) { id kind number to status } }`,
      { id: order.id },
      { token: await adminToken() },
    );
    expect(resent.errors).toBeUndefined();
    expect(resent.data?.resendOrderDocument).toMatchObject({ kind: 'INVOICE', number: invoice.number });
    const mails = await mailsOf(order.id);
    expect(mails.filter((mail) => mail.number === invoice.number)).toHaveLength(2);
    expect(
      errorCode(
        await gql(
          `mutation($id: ID!) { resendOrderDocument(orderId: $id) { id } }`,
          { id: order.id },
          {
            token: teacher.accessToken,
          },
        ),
      ),
    ).toBe('FORBIDDEN');

    // Two orders paid at once: each its own number.
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        created({
          teacherprofileID: teacher.teacherProfileId,
          orderStatus: 'PENDING',
          orderProducts: [item(digital.id)],
        }),
      ),
    );
    await Promise.all([a!, b!].map((next) => updated({ id: next.id, _version: next._version, orderStatus: 'PAID' })));
    const numbers = [...(await documentsOf(a!.id)), ...(await documentsOf(b!.id))].map((document) => document.number);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(2);
  });

  it("leaves a teacher's open cart to her: staff cannot write it", async () => {
    const { teacher, digital } = await teacherAndProducts();
    await addToCart(teacher, digital.id);
    const cart = await cartOf(teacher);
    const refused = await updateOrder({ id: cart.id, _version: cart._version, orderStatus: 'PAID' });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(refused.errors)).toContain("This is a teacher's open cart");
    expect((await cartOf(teacher))._version).toBe(cart._version);
  });
});
