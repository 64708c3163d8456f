/**
 * The Sales back office as an admin uses it (issue 10): an EFT order confirmed (PROCESSING → PAID) shows up in the
 * teacher's open library without a reload and in the order's history; a quote made for a teacher and turned into
 * an order; the orders table's filters, paging and route rules; the screens in Afrikaans.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, admin, cartOf, checkout, demoItem, shippingDetails, titles } from '../api/shop-helpers.ts';
import { orderTotals } from '../../server/domain/pricing.ts';
import { formatMoney } from '../../web/src/shop/money.ts';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { upload, pngOf } from '../api/catalogue-fixtures.ts';
import { browserPerFile, chooseOption, screenshot, url } from '../helpers/browser.ts';

const { signedInPage, adminPage } = browserPerFile({ width: 1500, height: 1100 });

/** The teacher's owner as her profile carries it ('sub::username'): the customer routes take it url-encoded. */
async function customerPath(screen: 'productorders' | 'productorder-quotes', teacher: Session): Promise<string> {
  const response = await gql(
    `query($id: ID!) { getTeacherProfile(id: $id) { owner } }`,
    { id: teacher.teacherProfileId },
    { token: (await admin()).accessToken },
  );
  const owner = response.data?.getTeacherProfile.owner as string;
  expect(owner).toContain('::');
  return `/admin/${screen}/customer/${teacher.teacherProfileId}/${encodeURIComponent(owner)}`;
}

/** An order the teacher checked out by EFT (PROCESSING, waiting for the money). */
async function eftOrder(teacher: Session, productId: string): Promise<{ id: string; orderID: string }> {
  expect((await addToCart(teacher, productId)).errors).toBeUndefined();
  const cart = await cartOf(teacher);
  const response = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' });
  expect(response.errors).toBeUndefined();
  const order = response.data!.checkout.order;
  expect(order.orderStatus).toBe('PROCESSING');
  return order;
}

/** An order an admin made for the teacher through the API (the rules of 002 §4 give status and method). */
async function adminOrder(
  teacher: Session,
  items: { id: string; questions?: { value: unknown }[] }[],
  shipping: Record<string, string> | null = null,
) {
  const response = await gql(
    `mutation($input: CreateTeacherProductsOrderInput!) { createTeacherProductsOrder(input: $input) { id orderID orderStatus } }`,
    {
      input: {
        teacherprofileID: teacher.teacherProfileId,
        orderStatus: 'PROCESSING',
        orderProducts: items,
        orderShippingDetails: shipping,
      },
    },
    { token: (await admin()).accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.createTeacherProductsOrder as { id: string; orderID: string; orderStatus: string };
}

const table = (page: Page) => page.getByTestId('sales-table');
const rows = (page: Page) => table(page).locator('tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('sales-order-dialog') });

async function chooseIn(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await chooseOption(page, scope.getByLabel(label, { exact: true }), option);
}

describe('the Sales back office', () => {
  it('confirms an EFT payment: the teacher sees the product in her open library without a reload', async () => {
    const teacher = await newTeacher();
    const product = await demoItem(titles.numberFun);
    const order = await eftOrder(teacher, product.id);

    // The teacher has her library open: nothing bought yet.
    const library = await signedInPage(teacher.user.email, '/app/bought-products');
    await library.getByRole('heading', { name: 'My Library' }).waitFor();
    const card = library.getByTestId('shop-card').filter({ hasText: product.title });
    expect(await card.count()).toBe(0);

    const page = await adminPage(`/admin/productorders?q=${order.orderID}`);
    const orderRow = row(page, order.orderID);
    await orderRow.getByText('Processing', { exact: true }).waitFor();
    expect(await orderRow.textContent()).toContain('R 49.99');
    await screenshot(page, 'admin-orders');

    // Edit: the status select goes to Paid; Save is enabled only once something changed.
    await orderRow.getByRole('button', { name: `Edit order ${order.orderID}` }).click();
    await page.waitForURL(new RegExp(`/admin/productorders/${order.id}\\?.*mode=edit`));
    const edit = dialog(page);
    await edit.getByTestId('bank-details').waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await chooseIn(page, edit, 'Status', 'Paid');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();

    // Saved: the dialog shows the order in view mode, with the change in its history.
    await page.waitForURL((address) => !address.search.includes('mode=edit'));
    await edit.getByTestId('sales-status').getByText('Paid').waitFor();
    const history = edit.getByTestId('order-history');
    await history.getByText('Status from Processing to Paid').waitFor();
    expect(await history.textContent()).toContain('admin@example.com');
    await screenshot(page, 'admin-order-dialog');

    // Back closes the dialog; the table shows Paid.
    await page.goBack();
    await page.waitForURL((address) => address.pathname === '/admin/productorders');
    await orderRow.getByText('Paid', { exact: true }).waitFor();

    // The teacher's library follows live: no reload.
    await card.waitFor({ timeout: 20_000 });
  });

  it('creates a quote for a teacher and turns it into an order', async () => {
    const teacher = await newTeacher();
    const product = await demoItem(titles.assessmentPack);
    const quotesPath = await customerPath('productorder-quotes', teacher);
    const page = await adminPage(quotesPath);
    await table(page).getByText('No Quotes found').waitFor();

    await page.getByRole('button', { name: 'New Quote' }).click();
    await page.waitForURL((address) => address.pathname.endsWith('/new'));
    const create = dialog(page);
    const picker = create.getByLabel('Products', { exact: true });
    await picker.fill('Term 2 Assessment');
    await chooseOption(page, picker, product.title);
    await page.keyboard.press('Escape');
    // 69.99 less 10 %: the same pricing module as the server.
    await create.getByTestId('price-breakdown').locator('tr[data-row="total"] td').getByText('R 62.99').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();

    // Created: the quote opens in view mode in place of /new; New Quote is gone (she has a quote now).
    await page.waitForURL((address) => address.searchParams.has('order') && !address.pathname.endsWith('/new'));
    const quoteId = await dialog(page).getByTestId('sales-order-id').textContent();
    expect(quoteId).toMatch(/^\d{6}-\d{8}$/);
    await dialog(page).getByRole('link', { name: product.title }).waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await row(page, quoteId!).getByText('Quoting', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'New Quote' }).count()).toBe(0);

    // A second quote cannot be started by its address either.
    await page.goto(url(`${quotesPath}/new`));
    await page.waitForURL((address) => !address.pathname.endsWith('/new'));
    await row(page, quoteId!).waitFor();

    // Status away from QUOTING: the payment method becomes EFT, and the quote becomes an order.
    await row(page, quoteId!)
      .getByRole('button', { name: `Edit quote ${quoteId}` })
      .click();
    const edit = dialog(page);
    await chooseIn(page, edit, 'Status', 'Processing');
    await expect.poll(() => edit.getByTestId('sales-payment-method').textContent()).toBe('EFT');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((address) => !address.search.includes('mode=edit'));
    await edit.getByTestId('bank-details').waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await table(page).getByText('No Quotes found').waitFor();

    const orders = await adminPage(await customerPath('productorders', teacher));
    const orderRow = row(orders, quoteId!);
    await orderRow.getByText('Processing', { exact: true }).waitFor();
    expect(await orderRow.textContent()).toContain('EFT');
    await screenshot(orders, 'admin-orders-of-teacher');
  });

  it('creates an order with a verified coupon, answers and shipping; Create waits until the form is valid', async () => {
    const teacher = await newTeacher();
    const digital = await demoItem(titles.numberFun);
    const planner = await demoItem(titles.planner);
    const page = await adminPage(`${await customerPath('productorders', teacher)}/new`);
    const create = dialog(page);
    const picker = create.getByLabel('Products', { exact: true });
    await picker.fill('Number Fun');
    await chooseOption(page, picker, digital.title);
    await picker.fill('Personalised Teacher');
    await chooseOption(page, picker, planner.title);
    await page.keyboard.press('Escape');

    // The printed planner brings its questions and the shipping fields; Create waits for them.
    const createButton = page.getByRole('button', { name: 'Create' });
    await create.getByTestId('sales-answers').getByLabel('Name on the cover').waitFor();
    expect(await createButton.isDisabled()).toBe(true);

    // The coupon: Enter verifies; empty is refused with the spec's words; the code is normalised as typed.
    const coupon = create.getByLabel('Coupon code', { exact: true });
    await coupon.press('Enter');
    await create.getByText('Coupon code is required').waitFor();
    await coupon.fill('welcome-10');
    expect(await coupon.inputValue()).toBe('WELCOME10');
    await coupon.press('Enter');
    await create.getByText(/Coupon WELCOME10 applied/).waitFor();

    await create.getByLabel('Name on the cover').fill('Ms Dlamini');
    await chooseIn(page, create, 'Cover design', 'Protea');
    const shipping = create.getByTestId('sales-shipping');
    await shipping.getByLabel('Address', { exact: true }).fill(shippingDetails.address1);
    await shipping.getByLabel('City').fill(shippingDetails.city);
    await chooseOption(page, shipping.getByLabel('Province'), shippingDetails.province);
    await shipping.getByLabel('Postal code').fill(shippingDetails.postalCode);
    await shipping.getByLabel('Phone number').fill(shippingDetails.phoneNumber);
    const expected = orderTotals([digital, { ...planner, physical: true }], {
      discount: { type: 'PERCENTAGE', value: 10 },
    });
    await create
      .getByTestId('price-breakdown')
      .locator('tr[data-row="total"] td')
      .getByText(formatMoney(expected.total))
      .waitFor();
    expect(await create.getByTestId('sales-payment-method').textContent()).toBe('EFT');
    await expect.poll(() => createButton.isDisabled()).toBe(false);
    await createButton.click();

    // Created by EFT: PROCESSING, the coupon and the server's total.
    await page.waitForURL((address) => address.searchParams.has('order') && !address.pathname.endsWith('/new'));
    const view = dialog(page);
    await view.getByTestId('sales-status').getByText('Processing').waitFor();
    await view.getByText('WELCOME10 (10%)', { exact: true }).waitFor();
    await view
      .getByTestId('price-breakdown')
      .locator('tr[data-row="total"] td')
      .getByText(formatMoney(expected.total))
      .waitFor();
    expect(await view.getByTestId('sales-shipping').getByLabel('City').inputValue()).toBe(shippingDetails.city);
    await screenshot(page, 'admin-order-created');
  });

  it("marks an order with the teacher's proof of payment, filters on it and shows the proof in the order dialog", async () => {
    const teacher = await newTeacher();
    const order = await eftOrder(teacher, (await demoItem(titles.assessmentPack)).id);
    const uploaded = await upload(
      `OrderProofs/${teacher.user.id}`,
      'slip.png',
      await pngOf(60, 40),
      teacher.accessToken,
    );
    expect(uploaded.status).toBe(201);
    const attached = await gql(
      `mutation($orderId: ID!, $key: String!) { attachProofOfPayment(orderId: $orderId, key: $key) { proofOfPayment } }`,
      { orderId: order.id, key: uploaded.body.key },
      { token: teacher.accessToken },
    );
    expect(attached.errors).toBeUndefined();

    const page = await adminPage(`/admin/productorders?q=${order.orderID}`);
    await row(page, order.orderID).getByTestId('proof-mark').waitFor();
    await page.getByRole('checkbox', { name: 'Has Proof of Payment' }).click();
    await page.waitForURL((address) => address.searchParams.has('proof'));
    await row(page, order.orderID).waitFor();

    await row(page, order.orderID)
      .getByRole('button', { name: `View order ${order.orderID}` })
      .click();
    const proof = dialog(page).getByTestId('proof-of-payment');
    const preview = proof.getByRole('img', { name: `Proof of payment of order ${order.orderID}` });
    await preview.waitFor();
    // The preview is the stored image itself, loaded through its signed link.
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(60);
    await proof.getByRole('button', { name: 'Open the proof of payment' }).waitFor();
  });

  it('filters, pages and sorts on the server, opens any order by its address, sends invalid routes back, and speaks Afrikaans', async () => {
    const teacher = await newTeacher();
    const digital = await demoItem(titles.numberFun);
    const printed = await demoItem(titles.flashCards);
    const planner = await demoItem(titles.planner);
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await adminOrder(teacher, [{ id: digital.id }]));
    const physical = await adminOrder(teacher, [{ id: printed.id }], shippingDetails);
    const asked = await adminOrder(
      teacher,
      [{ id: planner.id, questions: [{ value: 'Ms Dlamini' }, { value: 'Protea' }] }],
      shippingDetails,
    );
    expect(physical.orderStatus).toBe('PROCESSING');

    const ordersPath = await customerPath('productorders', teacher);
    const page = await adminPage(ordersPath);
    await expect.poll(() => rows(page).count()).toBe(7);
    // Newest first by default.
    expect(await rows(page).first().textContent()).toContain(asked.orderID);

    // Offline, New Order and every edit wait for the server; view stays.
    const editAsked = row(page, asked.orderID).getByRole('button', { name: `Edit order ${asked.orderID}` });
    await page.context().setOffline(true);
    await expect.poll(() => page.getByRole('button', { name: 'New Order' }).isDisabled()).toBe(true);
    expect(await editAsked.isDisabled()).toBe(true);
    expect(
      await row(page, asked.orderID)
        .getByRole('button', { name: `View order ${asked.orderID}` })
        .isDisabled(),
    ).toBe(false);
    await page.context().setOffline(false);
    await expect.poll(() => editAsked.isDisabled()).toBe(false);

    // Page size 5, then the last page (two rows), then the first again; all in the address.
    await chooseOption(page, page.getByLabel('Rows per page'), '5');
    await page.waitForURL(/size=5/);
    await expect.poll(() => rows(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByRole('button', { name: 'First page' }).click();
    await expect.poll(() => rows(page).count()).toBe(5);
    await chooseOption(page, page.getByLabel('Rows per page'), 'All');
    await expect.poll(() => rows(page).count()).toBe(7);

    // The filters, on the server.
    await page.getByRole('checkbox', { name: 'Has Physical Product' }).click();
    await page.waitForURL(/physical=1/);
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Has Questions' }).click();
    await page.waitForURL(/questions=1/);
    await expect.poll(() => rows(page).count()).toBe(1);
    await row(page, asked.orderID).waitFor();
    await page.getByRole('checkbox', { name: 'Has Physical Product' }).click();
    await page.waitForURL((address) => !address.searchParams.has('physical'));
    await page.getByRole('checkbox', { name: 'Has Questions' }).click();
    await page.waitForURL((address) => !address.searchParams.has('questions'));
    await expect.poll(() => rows(page).count()).toBe(7);
    await page.getByLabel('Search', { exact: true }).fill(made[2].orderID);
    await page.waitForURL(/q=/);
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByLabel('Search', { exact: true }).fill('no-such-order-anywhere');
    await table(page).getByText('No Orders found').waitFor();
    await screenshot(page, 'admin-orders-filtered');

    // Sort by total ascending: the digital orders (R 49.99) before the printed ones.
    await page.getByLabel('Search', { exact: true }).fill('');
    await expect.poll(() => rows(page).count()).toBe(7);
    // A first click sorts descending, the second ascending.
    const total = table(page).getByRole('columnheader', { name: 'Total' });
    await total.click();
    await page.waitForURL(/sort=orderTotal/);
    await expect.poll(() => total.getAttribute('aria-sort')).toBe('descending');
    await total.click();
    await page.waitForURL(/dir=asc/);
    await expect.poll(() => total.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await rows(page).first().textContent()) ?? '').toContain('R 49.99');

    // Any order by its address opens in view mode: answers and shipping, read-only.
    await page.goto(url(`/admin/productorders/${asked.id}`));
    const view = dialog(page);
    await view.getByTestId('sales-order-id').getByText(asked.orderID).waitFor();
    await view.getByTestId('sales-answers').getByRole('textbox').first().waitFor();
    expect(await view.getByTestId('sales-answers').getByRole('textbox').first().isDisabled()).toBe(true);
    expect(await view.getByTestId('sales-shipping').getByLabel('City').inputValue()).toBe('Pretoria');
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((address) => address.pathname === '/admin/productorders');

    // An archived order opens read-only, marked, even when asked for in edit mode.
    const archivedResponse = await gql(
      `mutation($input: CreateArchivedTeacherProductsOrderInput!) { createArchivedTeacherProductsOrder(input: $input) { id } }`,
      {
        input: {
          teacherprofileID: teacher.teacherProfileId,
          orderID: '240105-10300000',
          orderDateTime: '2024-01-05T08:30:00.000Z',
          orderStatus: 'PAID',
          orderPaymentMethod: 'EFT',
          orderTotal: 49.99,
          orderVAT: 6.52,
          orderProducts: [{ id: digital.id, title: digital.title, price: 49.99 }],
        },
      },
      { token: (await admin()).accessToken },
    );
    expect(archivedResponse.errors).toBeUndefined();
    await page.goto(
      url(`/admin/productorders/${archivedResponse.data?.createArchivedTeacherProductsOrder.id}?mode=edit`),
    );
    await dialog(page).getByTestId('archived-mark').getByText('Archived').waitFor();
    await dialog(page).getByTestId('sales-order-id').getByText('240105-10300000').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);

    // Invalid customer routes go back to the plain lists.
    await page.goto(url('/admin/productorders/customer/not-a-profile/owner'));
    await page.waitForURL((address) => address.pathname === '/admin/productorders');
    await page.goto(
      url(`/admin/productorder-quotes/customer/${teacher.teacherProfileId}/${encodeURIComponent('no separator')}`),
    );
    await page.waitForURL((address) => address.pathname === '/admin/productorder-quotes');

    // Afrikaans.
    await page.goto(url(`${ordersPath}?q=no-such-order-anywhere`));
    await table(page).getByText('No Orders found').waitFor();
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await table(page).getByText('Geen bestellings gevind nie').waitFor();
    await table(page).getByRole('columnheader', { name: 'Betaalmetode' }).waitFor();
    await page.getByRole('checkbox', { name: 'Het fisiese produk' }).waitFor();
    await page.getByRole('button', { name: 'Nuwe bestelling' }).waitFor();
    await page.goto(url(`/admin/productorders/${physical.id}`));
    await dialog(page).getByText('Afleweringsinligting').waitFor();
    await dialog(page).getByText('Geskiedenis').waitFor();
    await screenshot(page, 'admin-order-dialog-af');
  });
});
