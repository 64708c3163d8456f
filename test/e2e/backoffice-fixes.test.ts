/**
 * Smaller findings of issue 27 as staff and teachers meet them, in English and Afrikaans: an announcement needs
 * somebody to send to; Create Teacher with an e-mail that is a teacher's already puts it in the search box (002
 * section 8); typing filters the province select; the revenue chart's axis follows its rows; the set-password page
 * speaks the language of her mail; a paid order asks for no money, and her order's documents are hers to download.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRand } from '../../server/domain/pricing.ts';
import { valueAxis } from '../../web/src/admin/reporting/valueAxis.ts';
import { gql, newTeacher, signIn, uuid, waitFor, type Session } from '../helpers/api.ts';
import { browserPerFile, screenshot, url } from '../helpers/browser.ts';
import { outboxMailContaining } from '../helpers/outbox.ts';
import { addToCart, cartOf, checkout, demoItem, titles } from '../api/shop-helpers.ts';

const { freshPage, signedInPage, adminPage } = browserPerFile(
  { width: 1366, height: 900 },
  { failureScreenshots: 'backoffice-fixes' },
);

const toAfrikaans = async (page: Page) => {
  await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('af');
};

/** Her EFT order of this demo product, checked out (with a coupon when given): awaiting payment. */
async function eftOrder(teacher: Session, title: string, couponCode?: string) {
  const product = await demoItem(title);
  expect((await addToCart(teacher, product.id)).errors).toBeUndefined();
  if (couponCode) {
    const applied = await gql<{ applyCoupon: { error: string | null } }>(
      'mutation($orderId: ID!, $code: String!) { applyCoupon(orderId: $orderId, couponCode: $code) { error } }',
      { orderId: (await cartOf(teacher)).id, code: couponCode },
      { token: teacher.accessToken },
    );
    expect(applied.data?.applyCoupon.error ?? null).toBeNull();
  }
  const cart = await cartOf(teacher);
  const placed = await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' });
  expect(placed.errors).toBeUndefined();
  return placed.data!.checkout.order;
}

/** An admin marks the order paid, as the Orders screen does. */
async function markPaid(order: { id: string; _version: number }): Promise<void> {
  const admin = await signIn('admin@example.com');
  const paid = await gql(
    'mutation($input: UpdateTeacherProductsOrderInput!) { updateTeacherProductsOrder(input: $input) { id orderStatus } }',
    { input: { id: order.id, _version: order._version, orderStatus: 'PAID' } },
    { token: admin.accessToken },
  );
  expect(paid.errors).toBeUndefined();
}

/** The texts of the options the open list of this select shows now. */
async function shownOptions(page: Page, select: ReturnType<Page['getByLabel']>): Promise<string[]> {
  const list = await select.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown:visible', { has: page.locator(`[id="${list}"]`) });
  return dropdown.locator('.ant-select-item-option').allInnerTexts();
}

describe('announcements need somebody to send to', () => {
  it.each([
    ['en', 'New Announcement', 'Title', 'Send To', 'Send To is required', 'ALL', 'Save'],
    ['af', 'Nuwe aankondiging', 'Titel', 'Stuur aan', 'Stuur aan is verpligtend', 'ALMAL', 'Stoor'],
  ])('%s', async (language, dialogName, titleLabel, sendToLabel, required, everyone, save) => {
    const page = await adminPage('/admin/announcements');
    if (language === 'af') await toAfrikaans(page);
    await page.getByRole('button', { name: dialogName }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.getByLabel(titleLabel).fill(`Notice ${uuid().slice(0, 8)}`);
    const saveButton = dialog.getByRole('button', { name: save });
    await expect.poll(() => saveButton.isDisabled()).toBe(false);

    // Send To emptied from the keyboard: the field says so and Save waits.
    const sendTo = dialog.getByLabel(sendToLabel);
    await dialog.locator('.ant-select-selection-item', { hasText: everyone }).waitFor();
    await sendTo.focus();
    await sendTo.press('Backspace');
    await dialog.locator('.ant-select-selection-item', { hasText: everyone }).waitFor({ state: 'detached' });
    await dialog.getByText(required, { exact: true }).waitFor();
    await expect.poll(() => saveButton.isDisabled()).toBe(true);
    await screenshot(page, `announcement-send-to-required-${language}`);

    // ALL again: the message goes, Save comes back.
    await sendTo.pressSequentially(everyone);
    await sendTo.press('Enter');
    await dialog.locator('.ant-select-selection-item', { hasText: everyone }).waitFor();
    await dialog.getByText(required, { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => saveButton.isDisabled()).toBe(false);
  });
});

describe('Create Teacher', () => {
  it.each([
    ['en', 'Create Teacher', 'Create', 'Email', 'Search teachers', 'A teacher with this email already exists.'],
    ['af', 'Skep onderwyser', 'Skep', 'E-pos', 'Soek onderwysers', "'n Onderwyser met hierdie e-pos bestaan reeds."],
  ])(
    '%s: an e-mail that is a teacher already fills the search box, and the list shows her (002 section 8)',
    async (language, dialogName, create, emailLabel, searchLabel, warning) => {
      const page = await adminPage('/admin/teacherprofiles');
      if (language === 'af') await toAfrikaans(page);
      await page.getByTestId('customers-table').locator('tr.ant-table-row').first().waitFor();
      // Opened from its button: the dialog is an entry of its own in the history, which closing it goes back over.
      await page.getByRole('button', { name: dialogName }).click();
      await page.waitForURL(/new=teacher/);
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.getByLabel(emailLabel).fill('teacher@example.com');
      await dialog.getByRole('button', { name: create, exact: true }).click();
      await page.getByText(warning).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByLabel(searchLabel).inputValue()).toBe('teacher@example.com');
      await page.waitForURL(/q=teacher%40example\.com/);
      const rows = page.getByTestId('customers-table').locator('tr.ant-table-row');
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('teacher@example.com')]);
      await screenshot(page, `create-teacher-exists-${language}`);
    },
  );

  it.each([
    ['en', 'Create Teacher', 'Province', 'cape', ['Eastern Cape', 'Northern Cape', 'Western Cape'], 'Western Cape'],
    ['af', 'Skep onderwyser', 'Provinsie', 'kaap', ['Oos-Kaap', 'Noord-Kaap', 'Wes-Kaap'], 'Noord-Kaap'],
  ])('%s: typing filters the province select', async (language, dialogName, label, typed, matching, chosen) => {
    const page = await adminPage('/admin/teacherprofiles');
    if (language === 'af') await toAfrikaans(page);
    await page.getByRole('button', { name: dialogName }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    const province = dialog.getByLabel(label);
    await province.click();
    await expect.poll(() => shownOptions(page, province)).toContain(language === 'af' ? 'Vrystaat' : 'Free State');
    await province.pressSequentially(typed);
    await expect.poll(() => shownOptions(page, province)).toEqual(matching);
    await province.pressSequentially(chosen === 'Western Cape' ? ' west' : ' noord');
    await expect.poll(() => shownOptions(page, province)).toEqual([chosen]);
    await province.press('Enter');
    await dialog.locator('.ant-select-content-has-value, .ant-select-selection-item', { hasText: chosen }).waitFor();
    await screenshot(page, `create-teacher-province-${language}`);
  });
});

describe('the revenue chart', () => {
  it("scales its value axis to the rows it shows, from the table's own figures", async () => {
    // A paid order with the demo coupon (10%): the product's row beside a small negative row of coupon discounts.
    await markPaid(await eftOrder(await newTeacher(), titles.numberFun, 'WELCOME10'));
    const page = await adminPage('/admin/reporting/revenue?groupBy=PRODUCT', 'reporting@example.com');
    await page.getByRole('img', { name: 'Chart: Revenue · Product' }).waitFor();
    const chart = page.getByTestId('report-chart');
    await chart.locator('svg.recharts-surface').first().waitFor();
    const table = page.locator('.ant-table').last();
    const revenues = async () => {
      const header = await table.locator('thead th').allInnerTexts();
      const column = header.findIndex((text) => text.trim() === 'Revenue');
      const cells = await table
        .locator('tbody tr.ant-table-row')
        .evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''), column);
      return cells.map((cell) => Number(cell.replace(/^R /, '')));
    };
    // The table's rows are the chart's: the axis is the one its figures give (compared until both have loaded).
    const ticks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    const axisOfTable = async () => {
      const expected = valueAxis(await revenues()).ticks.map(formatRand);
      const shown = await ticks.allTextContents();
      return shown.join(' | ') === expected.join(' | ') || `${shown.join(' | ')} ≠ ${expected.join(' | ')}`;
    };
    await expect.poll(axisOfTable).toBe(true);
    expect(Math.min(...(await revenues()))).toBeLessThan(0);
    await screenshot(page, 'revenue-chart-axis');
  });
});

/** The link of the newest account mail to this address, as mailed (its path and query). */
async function mailedLink(email: string, page: string): Promise<string> {
  await waitFor(() => outboxMailContaining(`To: ${email}`) !== undefined, 15_000);
  const mail = (outboxMailContaining(`To: ${email}`) ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = new RegExp(`https?://[^\\s"<>]+(/auth/${page}\\?[^\\s"<>]+)`).exec(mail)?.[1];
  if (!link) throw new Error(`no ${page} link in the mail to ${email}`);
  return link;
}

describe('the page of a mailed link', () => {
  it('speaks the language of her mail before she signs in', async () => {
    const admin = await signIn('admin@example.com');
    const links: Record<string, string> = {};
    for (const language of ['Afrikaans', 'English']) {
      const email = `lng-${language.toLowerCase()}-${uuid()}@example.com`;
      const created = await gql(
        'mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }',
        { input: { email, name: 'Annelie', language } },
        { token: admin.accessToken },
      );
      expect(created.errors).toBeUndefined();
      links[language] = await mailedLink(email, 'set-password');
    }
    expect(links.Afrikaans).toMatch(/&lng=af$/);

    // One browser, both links: each page speaks its mail's language, whatever the device had before.
    const page = await freshPage();
    await page.goto(url(links.Afrikaans));
    await page.getByRole('heading', { name: 'Kies jou wagwoord' }).waitFor();
    await page.getByRole('button', { name: 'Stel wagwoord en meld aan' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('af');
    await screenshot(page, 'set-password-from-af-mail');
    await page.goto(url(links.English));
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByRole('button', { name: 'Set password and sign in' }).waitFor();
  });
});

describe("her order's payment instructions and documents", () => {
  it('shows the bank details only while her EFT order awaits payment, and her documents to download', async () => {
    const teacher = await newTeacher();
    const order = await eftOrder(teacher, titles.numberFun);

    const page = await signedInPage(teacher.user.email, `/app/productorders/${order.id}`);
    const view = page.getByTestId('order-view');
    await view.waitFor();
    // Awaiting her EFT payment: the bank details, the reference and the proof of payment.
    await view.getByTestId('bank-details').waitFor();
    await view.getByText(/Please send your proof of payment to/).waitFor();
    await page.getByTestId('proof-of-payment').waitFor();
    const documents = page.getByTestId('order-documents');
    await documents.getByText('Pro-forma, not a tax invoice').waitFor();
    const [confirmation] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: 'Download Order confirmation' }).click(),
    ]);
    const confirmationPdf = await page.request.get(confirmation.url());
    expect(confirmationPdf.status()).toBe(200);
    expect(confirmationPdf.headers()['content-type']).toBe('application/pdf');
    expect(await documents.getByText(/^Tax invoice /).count()).toBe(0);

    // Paid: no bank details, no request for a proof of payment; her tax invoice to download.
    await markPaid(order);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Paid');
    const invoice = documents.getByRole('button', { name: /^Download Tax invoice \S+$/ });
    await invoice.waitFor();
    expect(await view.getByTestId('bank-details').count()).toBe(0);
    expect(await page.getByText(/proof of payment/i).count()).toBe(0);
    expect(await page.getByTestId('proof-of-payment').count()).toBe(0);
    await documents.getByRole('button', { name: 'Download Order confirmation' }).waitFor();
    await screenshot(page, 'paid-order-documents');
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    const invoicePdf = await page.request.get(download.url());
    expect(invoicePdf.status()).toBe(200);
    expect(invoicePdf.headers()['content-type']).toBe('application/pdf');

    // In Afrikaans (the dialog covers the language switch: close it, switch, open it again).
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/app\/productorders$/);
    await toAfrikaans(page);
    await page.goto(url(`/app/productorders/${order.id}`));
    await documents.getByRole('heading', { name: 'Dokumente' }).waitFor();
    await documents.getByText("Pro forma, nie 'n belastingfaktuur nie").waitFor();
    await documents.getByRole('button', { name: 'Laai Bestellingsbevestiging af' }).waitFor();
    await documents.getByRole('button', { name: /^Laai Belastingfaktuur \S+ af$/ }).waitFor();
    expect(await page.getByText(/bewys van betaling/i).count()).toBe(0);
    await screenshot(page, 'paid-order-documents-af');
  });
});
