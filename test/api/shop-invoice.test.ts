/**
 * The order's document before payment (issue 10, point 10; issue 27): an EFT order's order confirmation, not a tax
 * invoice, mailed as a PDF in the teacher's language when the order is placed, and downloadable by its owner or an
 * admin through a short-lived signed link (invoiceLink answers it until the order has a tax invoice).
 */
import { describe, expect, it } from 'vitest';
import { roundMoney } from '../../server/domain/pricing.ts';
import { errorCode, gql, newTeacher, serverUrl, waitFor, type Session } from '../helpers/api.ts';
import { outboxMailContaining } from '../helpers/outbox.ts';
import { pdfkitTextRuns } from './pdfkit-text.ts';
import { addToCart, admin, demoItem, placedEftOrder, titles } from './shop-helpers.ts';

const placedOrder = async (teacher: Session) => (await placedEftOrder(teacher)).order;

const linkOf = (session: Session, orderId: string) =>
  gql(`query($id: ID!) { invoiceLink(orderId: $id) }`, { id: orderId }, { token: session.accessToken });

/** The rand amounts of a text run ('R 62.99', '-R 6.30'), as numbers. */
const amountOf = (run: string) => Number(run.replace(/^(-?)R /, '$1'));

describe('order confirmation', () => {
  it('downloads for its owner as a PDF whose lines add up to the total, with the VAT number and the discount as an amount', async () => {
    const teacher = await newTeacher();
    const order = await placedOrder(teacher);
    const link = await linkOf(teacher, order.id);
    expect(link.errors).toBeUndefined();
    const url = link.data?.invoiceLink as string;
    expect(url).toMatch(new RegExp(`^/orders/${order.id}/confirmation\\.pdf\\?uid=.+&exp=\\d+&sig=`));
    const response = await fetch(`${serverUrl()}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const runs = pdfkitTextRuns(Buffer.from(await response.arrayBuffer()));
    const text = runs.join('\n');
    expect(text).toContain('Order confirmation');
    expect(text).toContain('This is not a tax invoice.');
    expect(text).toMatch(/VAT number: \S+/);
    expect(text).toContain(order.orderID);
    expect(text).toContain('Coupon WELCOME10 (10%)');
    expect(text).toContain('-R 6.30');

    // The amounts between the Amount heading and the totals are the lines; they add up to the total.
    const start = runs.indexOf('Amount') + 1;
    const exclVat = runs.indexOf('Total excl. VAT');
    const lines = runs
      .slice(start, exclVat)
      .filter((run) => /^-?R \d+\.\d\d$/.test(run))
      .map(amountOf);
    expect(lines).toEqual([62.99, 189, -6.3, 160]);
    const total = amountOf(runs[runs.indexOf('Total (incl. VAT)') + 1] ?? '');
    expect(total).toBe(order.orderTotal);
    expect(lines.reduce((sum, amount) => roundMoney(sum + amount), 0)).toBe(total);
  });

  it('is mailed as a PDF attachment, in Afrikaans for an Afrikaans teacher', async () => {
    const teacher = await newTeacher();
    const profile = await gql(
      `query($id: ID!) { getTeacherProfile(id: $id) { _version } }`,
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    const updated = await gql(
      `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id translateI18n } }`,
      {
        input: {
          id: teacher.teacherProfileId,
          _version: profile.data?.getTeacherProfile._version,
          translateI18n: 'af',
        },
      },
      { token: teacher.accessToken },
    );
    expect(updated.errors).toBeUndefined();
    const order = await placedOrder(teacher);
    // The whole message: the outbox file may be read while it is still being written.
    const whole = () =>
      outboxMailContaining(`Bestellingbevestiging ${order.orderID}`)?.trimEnd().endsWith('--') === true;
    await waitFor(whole);
    const mail = outboxMailContaining(`Bestellingbevestiging ${order.orderID}`) ?? '';
    expect(mail).toContain('application/pdf');
    expect(mail).toContain(`order-${order.orderID}.pdf`);
    const attachment = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1] ?? '';
    const text = pdfkitTextRuns(Buffer.from(attachment.replace(/\s/g, ''), 'base64')).join('\n');
    expect(text).toContain('Bestellingbevestiging');
    expect(text).toContain("Dit is nie 'n belastingfaktuur nie.");
    expect(text).toContain('BTW-nommer');
    expect(text).toContain('Koepon WELCOME10 (10%)');
    expect(text).toContain('Wag op betaling');
  });

  it('cannot be had by another teacher, by a changed link, or for a cart', async () => {
    const [teacher, other] = await Promise.all([newTeacher(), newTeacher()]);
    const order = await placedOrder(teacher);
    expect(errorCode(await linkOf(other, order.id))).toBe('NOT_FOUND');
    const url = (await linkOf(teacher, order.id)).data?.invoiceLink as string;
    const otherUrl = (await linkOf(other, (await placedOrder(other)).id)).data?.invoiceLink as string;
    // Her signature on another path, or the other teacher's signature on hers, opens nothing.
    const swapped = `/orders/${order.id}/confirmation.pdf?${otherUrl.split('?')[1]}`;
    expect((await fetch(`${serverUrl()}${swapped}`)).status).toBe(401);
    expect((await fetch(`${serverUrl()}/orders/${order.id}/confirmation.pdf`)).status).toBe(401);
    expect((await fetch(`${serverUrl()}${url.replace(/sig=[^&]+/, 'sig=AAAA')}`)).status).toBe(401);
    const adminLink = (await linkOf(await admin(), order.id)).data?.invoiceLink as string;
    expect((await fetch(`${serverUrl()}${adminLink}`)).status).toBe(200);

    const shopper = await newTeacher();
    const cart = (await addToCart(shopper, (await demoItem(titles.assessmentPack)).id)).data?.addToCart;
    expect(errorCode(await linkOf(shopper, cart.id))).toBe('BAD_USER_INPUT');
  });
});
