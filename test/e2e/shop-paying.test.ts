/**
 * The teacher's side of paying (issue 10, point 9, and the teacher's side of points 4, 8 and 10), as a teacher
 * does it: a verified coupon survives a reload and a struck-through item counts nowhere; back from the card
 * provider she sees her order being confirmed until the notification makes it PAID, live; a cancelled card
 * payment becomes EFT, with a proof of payment uploaded and the order confirmation downloaded; an admin marking an
 * EFT order PAID puts the product in her open library without a reload.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals, roundMoney } from '../../server/domain/pricing.ts';
import { gql, newTeacher, signIn, type Session } from '../helpers/api.ts';
import { launchBrowser, newContext, screenshot, signInThroughPage, url } from '../helpers/browser.ts';
import { pdfBytes } from '../api/catalogue-fixtures.ts';
import {
  addToCart,
  cartOf,
  checkout,
  createProduct,
  demoItem,
  notification,
  postNotification,
  titles,
  withdraw,
} from '../api/shop-helpers.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

const money = (value: number) => `R ${roundMoney(value).toFixed(2)}`;
const breakdownRow = (page: Page, row: string) =>
  page.getByTestId('price-breakdown').locator(`tr[data-row="${row}"] td`);

/** The card provider, played by the test: it takes the form POST and sends the browser back to return_url or cancel_url. */
async function cardProvider(
  page: Page,
  outcome: 'return_url' | 'cancel_url',
): Promise<{ posted: () => URLSearchParams | null }> {
  let body: URLSearchParams | null = null;
  await page.route('**/eng/process', async (route) => {
    body = new URLSearchParams(route.request().postData() ?? '');
    // The test server's PUBLIC_URL is not the address the browser uses: keep the path and query, on the app's origin.
    const back = new URL(body.get(outcome) ?? '/');
    await route.fulfill({ status: 303, headers: { location: url(`${back.pathname}${back.search}`) } });
  });
  return { posted: () => body };
}

async function payByCard(page: Page, teacher: Session, productId: string): Promise<void> {
  expect((await addToCart(teacher, productId)).errors).toBeUndefined();
  await signInThroughPage(
    page,
    teacher.user.email,
    'Password1!',
    `/auth?redirect=${encodeURIComponent('/app/products?cart=cart')}`,
  );
  await page.getByTestId('cart-dialog').waitFor();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment method' });
  await payment.getByText('Card Payment', { exact: true }).click();
  await payment.getByLabel('I have read and accept the terms and conditions.').check();
  await payment.getByRole('button', { name: 'Checkout' }).click();
}

describe("the teacher's side of paying", () => {
  it('keeps a verified coupon over a reload, and counts a struck-through item nowhere', async () => {
    const teacher = await newTeacher();
    const pack = await demoItem(titles.assessmentPack);
    const leaving = await createProduct({ price: 80 });
    await addToCart(teacher, pack.id);
    await addToCart(teacher, leaving.id);
    await withdraw(leaving.id, 'unpublish');
    const { context, page } = await freshPage();
    await signInThroughPage(
      page,
      teacher.user.email,
      'Password1!',
      `/auth?redirect=${encodeURIComponent('/app/products?cart=cart')}`,
    );
    const cart = page.getByTestId('cart-dialog');
    await cart.locator('del').filter({ hasText: leaving.title }).waitFor();
    const expected = orderTotals([pack], { discount: { type: 'PERCENTAGE', value: 10 } });
    await expect
      .poll(() => breakdownRow(page, 'downloadable').textContent())
      .toBe(money(pack.price ? orderTotals([pack]).downloadableTotal : 0));

    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Verify' }).click();
    await cart.getByText('Coupon WELCOME10 applied').waitFor();
    await expect.poll(() => breakdownRow(page, 'total').textContent()).toBe(money(expected.total));

    await page.reload();
    await cart.getByText('Coupon WELCOME10 applied').waitFor();
    await expect.poll(() => breakdownRow(page, 'coupon').textContent()).toBe(`- ${money(expected.couponDiscount)}`);
    await expect.poll(() => breakdownRow(page, 'total').textContent()).toBe(money(expected.total));
    await screenshot(page, 'paying-coupon-after-reload');
    expect((await cartOf(teacher)).coupon.couponCode).toBe('WELCOME10');

    await cart.getByRole('button', { name: 'Remove coupon' }).click();
    await cart.getByText('Coupon WELCOME10 applied').waitFor({ state: 'detached' });
    await expect.poll(async () => (await cartOf(teacher)).coupon).toBeNull();
    await context.close();
  });

  it('back from the card provider, the order is being confirmed until the notification makes it PAID, live', async () => {
    const teacher = await newTeacher();
    const pack = await demoItem(titles.assessmentPack);
    const { context, page } = await freshPage();
    const provider = await cardProvider(page, 'return_url');
    await payByCard(page, teacher, pack.id);
    await page.waitForURL(/\/app\/productorders\/[^/?]+\?payment=done$/);
    const followUp = page.getByTestId('card-follow-up');
    await followUp.getByText('Thank you! Your card payment is being confirmed.').waitFor();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Pending');
    await screenshot(page, 'paying-card-being-confirmed');

    // The cart (still this order until it is paid) warns before a second payment and leads back to the order.
    const socket = page.waitForEvent('websocket');
    await page.goto(url('/app/products?cart=cart'));
    const subscribed = (await socket).waitForEvent('framesent', (frame) =>
      String(frame.payload).includes('onUpdateTeacherProductsOrder'),
    );
    await page
      .getByTestId('cart-awaiting-card')
      .getByText('A card payment for this cart is being confirmed. Paying again would charge you twice.')
      .waitFor();
    await page.getByRole('link', { name: 'View the order' }).click();
    await page.waitForURL(/\/app\/productorders\/[^/?]+$/);
    await followUp
      .getByText('Your card payment is being confirmed. This page updates as soon as the payment provider confirms it.')
      .waitFor();

    // The notification comes once her page listens for it: the page must change without asking.
    await subscribed;
    const form = provider.posted();
    expect(form).not.toBeNull();
    const order = {
      id: form!.get('custom_str1') ?? '',
      orderID: form!.get('m_payment_id') ?? '',
      orderTotal: Number(form!.get('amount')),
    };
    expect(await postNotification(notification(order))).toBe(200);
    await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 20_000 }).toBe('Paid');
    await followUp.getByText('Payment received. Your products are in My Library.').waitFor();
    await screenshot(page, 'paying-card-paid');
    await context.close();
  });

  it('a cancelled card payment is paid by EFT instead, with a proof of payment and the order confirmation', async () => {
    const teacher = await newTeacher();
    const pack = await demoItem(titles.assessmentPack);
    const { context, page } = await freshPage();
    await cardProvider(page, 'cancel_url');
    await payByCard(page, teacher, pack.id);
    await page.waitForURL(/\/app\/productorders\/[^/?]+\?payment=cancelled$/);
    const followUp = page.getByTestId('card-follow-up');
    await followUp.getByText('The card payment was cancelled. You can try again or pay by EFT.').waitFor();
    await followUp.getByRole('button', { name: 'Pay by EFT instead' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Processing');
    await followUp.waitFor({ state: 'detached' });

    const proof = page.getByTestId('proof-of-payment');
    await proof.getByText('A PDF or a photo of your payment slip.').waitFor();
    await proof
      .locator('input[type="file"]')
      .setInputFiles({ name: 'payment-slip.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await proof.getByRole('button', { name: /payment-slip\.pdf$/ }).waitFor();
    await proof.getByText('Proof of payment received:').waitFor();
    await screenshot(page, 'paying-proof');

    // Awaiting payment she has an order confirmation (pro-forma); the tax invoice comes with the payment (issue 27).
    const documents = page.getByTestId('order-documents');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: 'Download Order confirmation' }).click(),
    ]);
    expect(download.url()).toMatch(/\/orders\/[^/]+\/confirmation\.pdf\?uid=.+&exp=\d+&sig=/);
    const answer = await page.request.get(download.url());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');

    // The same order in Afrikaans (the dialog covers the language switch: close it, switch, open it again).
    const orderPath = new URL(page.url()).pathname;
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/app\/productorders$/);
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await page.goto(url(orderPath));
    await page.getByRole('button', { name: 'Laai Bestellingsbevestiging af' }).waitFor();
    await page.getByTestId('proof-of-payment').getByText('Bewys van betaling ontvang:').waitFor();
    await screenshot(page, 'paying-proof-af');
    await context.close();
  });

  it('shows a product in her open library as soon as an admin confirms her EFT payment, without a reload', async () => {
    const teacher = await newTeacher();
    const pack = await demoItem(titles.numberFun);
    await addToCart(teacher, pack.id);
    const cart = await cartOf(teacher);
    const placed = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.checkout.order;

    const { context, page } = await freshPage();
    await signInThroughPage(
      page,
      teacher.user.email,
      'Password1!',
      `/auth?redirect=${encodeURIComponent('/app/bought-products')}`,
    );
    await page.getByRole('heading', { name: 'My Library' }).waitFor();
    const card = page.getByTestId('shop-card').filter({ hasText: pack.title });
    expect(await card.count()).toBe(0);

    const admin = await signIn('admin@example.com');
    const paid = await gql(
      'mutation($input: UpdateTeacherProductsOrderInput!) { updateTeacherProductsOrder(input: $input) { id orderStatus } }',
      { input: { id: order.id, _version: order._version, orderStatus: 'PAID' } },
      { token: admin.accessToken },
    );
    expect(paid.errors).toBeUndefined();
    await card.waitFor({ timeout: 20_000 });
    await screenshot(page, 'paying-library-live');
    await context.close();
  });
});
