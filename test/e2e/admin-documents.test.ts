/**
 * The back office's documents and daily work (issue 27), as staff use them, in English and Afrikaans: teachers' open
 * carts left out of the Orders list unless asked for (and only viewed); Mark paid from the row, with her proof of
 * payment shown, issuing the tax invoice that the order's Documents and mail log then show; Resend invoice from the
 * row and from the dialog; a change to a paid order, and its cancellation, confirmed first and credited; New Order
 * from a customer row with her chosen, EFT before any product, the country read-only and the province found by
 * typing; South African time whatever the browser's clock; and one flow on a phone.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../server/domain/pricing.ts';
import { formatOrderDate } from '../../web/src/shop/orders/orderDates.ts';
import { formatMoney } from '../../web/src/shop/money.ts';
import { upload, pngOf } from '../api/catalogue-fixtures.ts';
import { pdfkitTextRuns } from '../api/pdfkit-text.ts';
import { addToCart, admin, cartOf, checkout, demoItem, titles, type CatalogueItem } from '../api/shop-helpers.ts';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { browserPerFile, chooseOption, screenshot, url } from '../helpers/browser.ts';
import { fitsViewport } from './conflictSteps.ts';

const { adminPage, signedInPageWith } = browserPerFile(
  { width: 1366, height: 900 },
  { failureScreenshots: 'admin-documents' },
);

interface Order {
  id: string;
  _version: number;
  orderID: string;
  orderDateTime: string;
}

async function adminToken(): Promise<string> {
  return (await admin()).accessToken;
}

/** The teacher's owner as her profile carries it: the customer routes take it url-encoded. */
async function customerPath(teacher: Session): Promise<string> {
  const response = await gql(
    `query($id: ID!) { getTeacherProfile(id: $id) { owner } }`,
    { id: teacher.teacherProfileId },
    { token: await adminToken() },
  );
  const owner = response.data?.getTeacherProfile.owner as string;
  return `/admin/productorders/customer/${teacher.teacherProfileId}/${encodeURIComponent(owner)}`;
}

/** An order the teacher checked out by EFT (PROCESSING, waiting for the money). */
async function eftOrder(teacher: Session, productId: string): Promise<Order> {
  expect((await addToCart(teacher, productId)).errors).toBeUndefined();
  const cart = await cartOf(teacher);
  const response = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' });
  expect(response.errors).toBeUndefined();
  const order = response.data!.checkout.order;
  expect(order.orderStatus).toBe('PROCESSING');
  return { id: order.id, _version: order._version, orderID: order.orderID, orderDateTime: String(order.orderDateTime) };
}

/** Her proof of payment (a small PNG) on the order. */
async function attachProof(teacher: Session, orderId: string): Promise<void> {
  const uploaded = await upload(`OrderProofs/${teacher.user.id}`, 'slip.png', await pngOf(60, 40), teacher.accessToken);
  expect(uploaded.status).toBe(201);
  const attached = await gql(
    `mutation($orderId: ID!, $key: String!) { attachProofOfPayment(orderId: $orderId, key: $key) { id } }`,
    { orderId, key: uploaded.body.key },
    { token: teacher.accessToken },
  );
  expect(attached.errors).toBeUndefined();
}

/** An order an admin made for her and marked paid through the API (its tax invoice issued). */
async function paidOrder(teacher: Session, items: CatalogueItem[]): Promise<Order> {
  const token = await adminToken();
  const made = await gql(
    `mutation($input: CreateTeacherProductsOrderInput!) { createTeacherProductsOrder(input: $input) { id _version orderID } }`,
    {
      input: {
        teacherprofileID: teacher.teacherProfileId,
        orderStatus: 'PROCESSING',
        orderProducts: items.map((item) => ({ id: item.id })),
      },
    },
    { token },
  );
  expect(made.errors).toBeUndefined();
  const order = made.data?.createTeacherProductsOrder as Order;
  const paid = await gql(
    `mutation($input: UpdateTeacherProductsOrderInput!) { updateTeacherProductsOrder(input: $input) { id _version orderID orderDateTime orderStatus } }`,
    { input: { id: order.id, _version: order._version, orderStatus: 'PAID' } },
    { token },
  );
  expect(paid.errors).toBeUndefined();
  expect(paid.data?.updateTeacherProductsOrder.orderStatus).toBe('PAID');
  return paid.data?.updateTeacherProductsOrder as Order;
}

const table = (page: Page) => page.getByTestId('sales-table');
const rows = (page: Page) => table(page).locator('tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('sales-order-dialog') });
const documents = (page: Page) => dialog(page).getByTestId('order-documents');
const documentRows = (page: Page, kind: string) =>
  documents(page).getByTestId('order-document').filter({ hasText: kind });
const mails = (page: Page) => dialog(page).getByTestId('order-mails').getByTestId('order-mail');

/** The PDF behind a Download button: the file the browser saves, fetched again with the page's own request. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const answer = await page.request.get(download.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  return {
    name: download.suggestedFilename(),
    text: pdfkitTextRuns(Buffer.from(await answer.body())).join('\n'),
  };
}

/** The number of the order's newest tax invoice as the Documents section lists it. */
async function invoiceNumber(page: Page, kind = 'Tax invoice'): Promise<string> {
  const invoice = documentRows(page, kind).last();
  await invoice.waitFor();
  const number = /INV-\d+/.exec((await invoice.textContent()) ?? '')?.[0];
  expect(number).toBeTruthy();
  return number!;
}

async function switchToAfrikaans(page: Page): Promise<void> {
  await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
}

describe('the back office: orders, not carts', () => {
  it('leaves her open cart out of the Orders list until Show open carts is ticked (Back unticks it), and only shows it', async () => {
    const teacher = await newTeacher();
    const order = await eftOrder(teacher, (await demoItem(titles.numberFun)).id);
    expect((await addToCart(teacher, (await demoItem(titles.assessmentPack)).id)).errors).toBeUndefined();
    const cart = await cartOf(teacher);
    const email = teacher.user.email;

    const page = await adminPage(await customerPath(teacher));
    await row(page, order.orderID).waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByText('1 row', { exact: true }).waitFor();

    await page.getByRole('checkbox', { name: 'Show open carts' }).click();
    await page.waitForURL(/carts=1/);
    await expect.poll(() => rows(page).count()).toBe(2);
    const cartRow = row(page, 'Open cart');
    await cartRow.getByText('Pending', { exact: true }).waitFor();
    // A cart has no edit action and no payment to mark: it is viewed only.
    expect(await cartRow.getByRole('button').count()).toBe(1);
    await screenshot(page, 'admin-orders-with-carts');

    // The filter lives in the address: Back unticks it, Forward ticks it again.
    await page.goBack();
    await page.waitForURL((address) => !address.searchParams.has('carts'));
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Show open carts' }).isChecked()).toBe(false);
    await page.goForward();
    await expect.poll(() => rows(page).count()).toBe(2);

    await cartRow.getByRole('button', { name: `View the open cart of ${email}` }).click();
    await dialog(page).getByTestId('sales-status').getByText('Pending').waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    // Asked for in edit mode by its address, it is still only shown.
    await page.goto(url(`${await customerPath(teacher)}?carts=1&order=${cart.id}&mode=edit`));
    await dialog(page).getByTestId('sales-status').getByText('Pending').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await dialog(page).getByTestId('order-documents').count()).toBe(0);
  });
});

describe('the back office: documents', () => {
  it('marks an EFT order paid from its row with her proof shown: the invoice is in Documents and the mail log; Resend from the row and the dialog', async () => {
    const teacher = await newTeacher();
    const product = await demoItem(titles.numberFun);
    const order = await eftOrder(teacher, product.id);
    await attachProof(teacher, order.id);
    const email = teacher.user.email;

    const page = await adminPage(`/admin/productorders?q=${order.orderID}`);
    const orderRow = row(page, order.orderID);
    await orderRow.getByText('Processing', { exact: true }).waitFor();
    expect(await orderRow.getByRole('button', { name: `Resend the invoice of order ${order.orderID}` }).count()).toBe(
      0,
    );

    // Click 1: Mark paid asks first, with her proof of payment.
    await orderRow.getByRole('button', { name: `Mark order ${order.orderID} paid` }).click();
    const confirm = page.getByRole('dialog', { name: `Mark order ${order.orderID} paid?` });
    const preview = confirm.getByRole('img', { name: `Proof of payment of order ${order.orderID}` });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(60);
    expect(await confirm.textContent()).toContain(formatMoney(product.price));
    await screenshot(page, 'admin-mark-paid');
    // Click 2: confirmed, the order is PAID.
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByText(`Order ${order.orderID} is paid: her tax invoice is on its way to her.`).waitFor();
    await orderRow.getByText('Paid', { exact: true }).waitFor();
    expect(await orderRow.getByRole('button', { name: `Mark order ${order.orderID} paid` }).count()).toBe(0);

    // Resend invoice from the row: one click, and a notice of what goes to whom.
    await orderRow.getByRole('button', { name: `Resend the invoice of order ${order.orderID}` }).click();
    await page.getByText(new RegExp(`^Tax invoice INV-\\d+ will be mailed to ${email}\\.$`)).waitFor();

    // The dialog: its tax invoice as issued (South African time), the order confirmation, and the mail log.
    await orderRow.getByRole('button', { name: `View order ${order.orderID}` }).click();
    const number = await invoiceNumber(page);
    const invoice = documentRows(page, number);
    expect(await invoice.textContent()).toContain(formatMoney(product.price));
    expect(await invoice.textContent()).toMatch(/Issued \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const pdf = await downloaded(page, invoice.getByRole('button', { name: `Download Tax invoice ${number}` }));
    expect(pdf.text).toContain(number);
    const confirmation = documents(page).getByTestId('order-confirmation');
    // Once invoiced, the order confirmation is there to download, not to mail.
    expect(await confirmation.getByRole('button', { name: /^Resend/ }).count()).toBe(0);
    const proForma = await downloaded(
      page,
      confirmation.getByRole('button', { name: `Download Order confirmation ${order.orderID}` }),
    );
    expect(proForma.text).toContain(order.orderID);

    // The mail log, newest first: the invoice sent again, the invoice, and her order confirmation from checkout.
    await expect
      .poll(() =>
        mails(page)
          .filter({ hasText: `Tax invoice ${number} to ${email}` })
          .count(),
      )
      .toBe(2);
    await mails(page)
      .filter({ hasText: `Order confirmation ${order.orderID}` })
      .first()
      .waitFor();
    await expect
      .poll(() => mails(page).filter({ hasText: 'Sent' }).count(), { timeout: 30_000 })
      .toBe(await mails(page).count());

    // Resend from the dialog: the log shows one more.
    const before = await mails(page).count();
    await invoice.getByRole('button', { name: `Resend Tax invoice ${number}` }).click();
    await page.getByText(`Tax invoice ${number} will be mailed to ${email}.`).last().waitFor();
    await expect.poll(() => mails(page).count()).toBe(before + 1);
    await screenshot(page, 'admin-order-documents');
  });

  it('warns before a change to a paid order, then credits it; cancelling a paid order asks first and credits the rest', async () => {
    const teacher = await newTeacher();
    const [kept, removed] = await Promise.all([demoItem(titles.numberFun), demoItem(titles.assessmentPack)]);
    const order = await paidOrder(teacher, [kept, removed]);
    const credited = orderTotals([kept, removed]).total - orderTotals([kept]).total;

    const page = await adminPage(`/admin/productorders/${order.id}?mode=edit`);
    const number = await invoiceNumber(page);
    const picker = dialog(page).getByLabel('Products', { exact: true });
    const total = (amount: number) =>
      dialog(page).getByTestId('price-breakdown').locator('tr[data-row="total"] td').getByText(formatMoney(amount));
    await total(orderTotals([kept, removed]).total).waitFor();
    await picker.click();
    await picker.press('Backspace');
    await page.keyboard.press('Escape');
    await total(orderTotals([kept]).total).waitFor();

    // Save asks first; Go back leaves the change unsaved.
    await page.getByRole('button', { name: 'Save' }).click();
    const warning = page.getByRole('dialog', { name: `Order ${order.orderID} is paid` });
    await warning.getByText(/issues a credit note for its tax invoice/).waitFor();
    await screenshot(page, 'admin-paid-change-warning');
    await warning.getByRole('button', { name: 'Go back' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('mode=edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await warning.getByRole('button', { name: 'Save and issue the credit note' }).click();
    await page.waitForURL((address) => !address.search.includes('mode=edit'));

    // A credit note for what was taken off, referring to the invoice, in Documents and in the mail log.
    const creditNote = documentRows(page, 'Credit note').first();
    await creditNote.waitFor();
    expect(await creditNote.textContent()).toContain(`for ${number}`);
    expect(await creditNote.textContent()).toContain(formatMoney(credited));
    const creditNumber = /CN-\d+/.exec((await creditNote.textContent()) ?? '')?.[0] ?? '';
    expect(creditNumber).not.toBe('');
    await mails(page)
      .filter({ hasText: `Credit note ${creditNumber} to ${teacher.user.email}` })
      .waitFor();
    const creditPdf = await downloaded(
      page,
      creditNote.getByRole('button', { name: `Download Credit note ${creditNumber}` }),
    );
    expect(creditPdf.text).toContain(creditNumber);

    // Cancelling the paid order asks first: her downloads go, a credit note follows.
    await dialog(page).getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL(/mode=edit/);
    await chooseOption(page, dialog(page).getByLabel('Status', { exact: true }), 'Cancelled');
    await page.getByRole('button', { name: 'Save' }).click();
    const cancelling = page.getByRole('dialog', { name: `Change the status of paid order ${order.orderID}?` });
    await cancelling.getByText(/takes away the teacher's access to its downloads/).waitFor();
    expect(await cancelling.textContent()).toContain('Cancelled');
    await cancelling.getByRole('button', { name: 'Save and issue the credit note' }).click();
    await page.waitForURL((address) => !address.search.includes('mode=edit'));
    await dialog(page).getByTestId('sales-status').getByText('Cancelled').waitFor();
    await expect.poll(() => documentRows(page, 'Credit note').count()).toBe(2);
    expect(await documentRows(page, 'Credit note').last().textContent()).toContain(
      formatMoney(orderTotals([kept]).total),
    );
  });
});

describe('the back office: New Order and the time', () => {
  it('opens New Order from a customer row with her chosen: EFT before any product, country read-only, province by typing', async () => {
    const teacher = await newTeacher();
    const email = teacher.user.email;
    const printed = await demoItem(titles.flashCards);
    const page = await adminPage(`/admin/teacherprofiles?q=${encodeURIComponent(email)}`);
    const customer = page.getByTestId('customers-table').locator('tr', { hasText: email });

    // One click from her row.
    await customer.getByRole('button', { name: `New Order: ${email}` }).click();
    await page.waitForURL((address) => address.pathname.endsWith('/new'));
    expect(decodeURIComponent(new URL(page.url()).pathname)).toContain(teacher.teacherProfileId);
    const create = dialog(page);
    await page.getByRole('heading', { name: `Orders of ${email}` }).waitFor();
    await expect.poll(() => create.getByTestId('sales-payment-method').textContent()).toBe('EFT');

    const picker = create.getByLabel('Products', { exact: true });
    await picker.fill('Phonics Flash');
    await chooseOption(page, picker, printed.title);
    await page.keyboard.press('Escape');
    const shipping = create.getByTestId('sales-shipping');
    const country = shipping.getByLabel('Country');
    expect(await country.inputValue()).toBe('South Africa');
    expect(await country.getAttribute('readonly')).not.toBeNull();
    await country.press('End');
    await country.pressSequentially('x');
    expect(await country.inputValue()).toBe('South Africa');

    // The province select narrows to what she types.
    const province = shipping.getByLabel('Province');
    await province.click();
    await province.fill('western');
    const options = page.locator(`.ant-select-dropdown:visible .ant-select-item-option`);
    await expect.poll(() => options.allTextContents()).toEqual(['Western Cape']);
    await page.keyboard.press('Enter');
    expect(await create.getByTestId('sales-payment-method').textContent()).toBe('EFT');
    await screenshot(page, 'admin-new-order-from-customer');
  });

  it('shows every date of the orders screen in South African time, even on a browser in another time zone', async () => {
    const teacher = await newTeacher();
    const order = await eftOrder(teacher, (await demoItem(titles.numberFun)).id);
    // An archived order of a UTC 23:30 is the next day's 01:30 in South Africa.
    const archived = await gql(
      `mutation($input: CreateArchivedTeacherProductsOrderInput!) { createArchivedTeacherProductsOrder(input: $input) { id } }`,
      {
        input: {
          teacherprofileID: teacher.teacherProfileId,
          orderID: '240105-01300000',
          orderDateTime: '2024-01-04T23:30:00.000Z',
          orderStatus: 'PAID',
          orderPaymentMethod: 'EFT',
          orderTotal: 49.99,
          orderVAT: 6.52,
          orderProducts: [],
        },
      },
      { token: await adminToken() },
    );
    expect(archived.errors).toBeUndefined();

    const page = await signedInPageWith('admin@example.com', `/admin/productorders?q=${order.orderID}`, {
      timezoneId: 'America/New_York',
    });
    const shown = formatOrderDate(order.orderDateTime);
    await row(page, order.orderID).getByText(shown).waitFor();
    await row(page, order.orderID)
      .getByRole('button', { name: `View order ${order.orderID}` })
      .click();
    await dialog(page).locator('.sales-summary').getByText(shown).waitFor();
    await dialog(page)
      .getByTestId('history-event')
      .first()
      .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      .waitFor();
    const logged = await gql(
      `query($id: ID!) { orderMails(orderId: $id) { queuedAt } }`,
      { id: order.id },
      {
        token: await adminToken(),
      },
    );
    const queuedAt = logged.data?.orderMails.at(-1)?.queuedAt as string;
    await expect.poll(() => mails(page).last().locator('strong').textContent()).toBe(formatOrderDate(queuedAt));

    await page.goto(url(`/admin/productorders/${archived.data?.createArchivedTeacherProductsOrder.id}`));
    await dialog(page).locator('.sales-summary').getByText('2024-01-05 01:30').waitFor();
    // An archived order's documents and mails are not offered (the server keeps them for live orders).
    await dialog(page).getByTestId('order-history').waitFor();
    expect(await dialog(page).getByTestId('order-documents').count()).toBe(0);
    expect(await dialog(page).getByTestId('order-mails').count()).toBe(0);
  });
});

describe('the back office in Afrikaans, and on a phone', () => {
  it('marks an order paid and reads its documents in Afrikaans; a change to it warns in Afrikaans', async () => {
    const teacher = await newTeacher();
    const order = await eftOrder(teacher, (await demoItem(titles.numberFun)).id);
    const page = await adminPage(`/admin/productorders?q=${order.orderID}`);
    await row(page, order.orderID).waitFor();
    await switchToAfrikaans(page);
    await page.getByRole('checkbox', { name: 'Wys oop mandjies' }).waitFor();

    await row(page, order.orderID)
      .getByRole('button', { name: `Merk bestelling ${order.orderID} as betaal` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Merk bestelling ${order.orderID} as betaal?` });
    await confirm.getByText("Sy het nie 'n bewys van betaling opgelaai nie.").waitFor();
    await confirm.getByRole('button', { name: 'Merk as betaal' }).click();
    await row(page, order.orderID).getByText('Betaal', { exact: true }).waitFor();
    await row(page, order.orderID)
      .getByRole('button', { name: `Stuur die faktuur van bestelling ${order.orderID} weer` })
      .click();
    await page
      .getByText(new RegExp(`^Belastingfaktuur INV-\\d+ sal aan ${teacher.user.email} gestuur word\\.$`))
      .waitFor();

    await row(page, order.orderID)
      .getByRole('button', { name: `Bekyk bestelling ${order.orderID}` })
      .click();
    await documents(page).getByRole('heading', { name: 'Dokumente' }).waitFor();
    const number = await invoiceNumber(page, 'Belastingfaktuur');
    await documents(page)
      .getByRole('button', { name: `Laai Belastingfaktuur ${number} af` })
      .waitFor();
    await dialog(page).getByRole('heading', { name: 'E-posse' }).waitFor();
    await mails(page)
      .filter({ hasText: `Belastingfaktuur ${number} aan ${teacher.user.email}` })
      .first()
      .waitFor();
    await expect.poll(() => mails(page).filter({ hasText: 'Gestuur' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // Cancelling it asks first, in her words.
    await dialog(page).getByRole('button', { name: 'Wysig', exact: true }).click();
    await page.waitForURL(/mode=edit/);
    await chooseOption(page, dialog(page).getByLabel('Status', { exact: true }), 'Gekanselleer');
    await page.getByRole('button', { name: 'Stoor' }).click();
    const cancelling = page.getByRole('dialog', {
      name: `Verander die status van betaalde bestelling ${order.orderID}?`,
    });
    await cancelling.getByText(/verloor die onderwyser toegang tot sy aflaaibare produkte/).waitFor();
    await screenshot(page, 'admin-paid-cancel-af');
    await cancelling.getByRole('button', { name: 'Gaan terug' }).click();
    await cancelling.waitFor({ state: 'hidden' });
  });

  it('on a phone (375 px): Mark paid from the row, its dialog inside the screen, and the documents', async () => {
    const teacher = await newTeacher();
    const order = await eftOrder(teacher, (await demoItem(titles.numberFun)).id);
    await attachProof(teacher, order.id);
    const page = await signedInPageWith('admin@example.com', `/admin/productorders?q=${order.orderID}`, {
      viewport: { width: 375, height: 812 },
    });
    const orderRow = row(page, order.orderID);
    await orderRow.waitFor();
    const markPaid = orderRow.getByRole('button', { name: `Mark order ${order.orderID} paid` });
    await markPaid.scrollIntoViewIfNeeded();
    await markPaid.click();
    const confirm = page.getByRole('dialog', { name: `Mark order ${order.orderID} paid?` });
    await confirm.getByRole('img', { name: `Proof of payment of order ${order.orderID}` }).waitFor();
    await expect.poll(() => fitsViewport(confirm)).toEqual({ inside: true, overflowing: [] });
    await screenshot(page, 'admin-mark-paid-phone');
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await orderRow.getByText('Paid', { exact: true }).waitFor();

    await orderRow.getByRole('button', { name: `View order ${order.orderID}` }).click();
    const number = await invoiceNumber(page);
    await expect.poll(() => fitsViewport(dialog(page))).toEqual({ inside: true, overflowing: [] });
    await documents(page)
      .getByRole('button', { name: `Resend Tax invoice ${number}` })
      .click();
    await page.getByText(`Tax invoice ${number} will be mailed to ${teacher.user.email}.`).waitFor();
    await screenshot(page, 'admin-order-documents-phone');
  });
});
