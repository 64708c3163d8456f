/**
 * The shop as a teacher uses it (issue 3): search, filter by category, open a product, answer its questions, put a
 * printed and a downloadable product in the cart, apply WELCOME10, fill shipping, pay by EFT and see the order with
 * the totals of the spec's formula; an admin marking it PAID shows up live. A free checkout puts the product in My
 * Library and its content opens. A signed-out Buy Now continues after signing in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/seed/products.ts';
import { orderTotals, roundMoney } from '../../server/domain/pricing.ts';
import { gql, newTeacher, signIn } from '../helpers/api.ts';
import { chooseOption, launchBrowser, newContext, screenshot, signInThroughPage, url } from '../helpers/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function freshPage(height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport: { width: 1280, height } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return { context, page: await context.newPage() };
}

/** antd dialogs fade and zoom in: a screenshot waits (a little) until no motion class is left. */
async function shot(page: Page, name: string): Promise<void> {
  const moving = ['zoom', 'fade', 'move-up', 'slide-up']
    .flatMap((motion) => ['appear', 'enter', 'leave'].map((phase) => `.ant-${motion}-${phase}`))
    .join(', ');
  await page
    .waitForFunction((selector) => !document.querySelector(selector), moving, { timeout: 5_000 })
    .catch(() => undefined);
  await page.evaluate(() =>
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager')),
  );
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await screenshot(page, name);
}

const money = (value: number) => `R ${roundMoney(value).toFixed(2)}`;

function demoProduct(title: string) {
  const product = products.find((entry) => entry.title === title);
  if (!product) throw new Error(`no demo product ${title}`);
  return { price: product.price, discountPercentage: product.discount ?? null, physical: product.physical ?? false };
}

const planner = 'Personalised Teacher Planner';
const mathsTest = 'Grade 4 Mathematics Term 1 Test and Memorandum';
const freePlanner = 'Free Term Planner Template';

const card = (page: Page, title: string) => page.getByTestId('shop-card').filter({ hasText: title });
const breakdownRow = (page: Page, row: string) =>
  page.getByTestId('price-breakdown').locator(`tr[data-row="${row}"] td`);

async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, page.getByLabel(label, { exact: true }), option);
}

describe('buying in the shop', () => {
  it('searches, filters, answers questions, applies WELCOME10, ships and pays by EFT; an admin marks it paid live', async () => {
    const teacher = await newTeacher();
    // Tall enough for the whole order view (a dialog) in its screenshot.
    const { context, page } = await freshPage(1500);
    await signInThroughPage(page, teacher.user.email, 'Password1!', '/auth?redirect=%2Fapp%2Fproducts');
    await page.waitForURL(/\/app\/products$/);
    await page.getByTestId('shop-grid').waitFor();
    await expect.poll(() => page.getByTestId('shop-card').count()).toBe(10);
    await page.getByRole('button', { name: 'View More' }).click();
    await expect.poll(() => page.getByTestId('shop-card').count()).toBe(20);
    await page.getByTestId('shop-card').first().hover();
    await shot(page, 'shop');

    // Search: every word must be in the item; a search change starts again at 10.
    await page.getByLabel('Search resources').fill('mathematics term 2');
    await page.waitForURL(/q=mathematics/);
    await card(page, 'Grade 1 Mathematics Term 2 Assessment Pack').waitFor();
    await page.getByLabel('Search resources').fill('zzzz-nothing');
    await page.getByTestId('shop-empty').waitFor();
    expect(
      await page
        .getByText('There are no resources found for the current search criteria.', { exact: false })
        .isVisible(),
    ).toBe(true);
    await page.getByLabel('Search resources').fill('');
    await page.waitForURL(/\/app\/products$/);

    // Category: the breadcrumbs offer the top-level categories; a category lists its own items only.
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Teacher Resources' }).click();
    await page.waitForURL(/\/app\/products\/category\//);
    await card(page, planner).waitFor();
    await expect.poll(() => card(page, 'Grade 8 Mathematics Algebra Workbook').count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Category path' })
      .getByRole('button', { name: 'Teacher Resources' })
      .waitFor();

    // The printed planner has questions: Buy Now asks them first.
    await card(page, planner).click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.getByRole('heading', { name: planner }).waitFor();
    await dialog.getByText('Teacher Resources').waitFor();
    await shot(page, 'product-dialog');
    await page.getByRole('button', { name: /Share/ }).click();
    await page.getByText('Product URL copied!').waitFor();
    await page.getByRole('button', { name: /Buy Now · R 349\.00/ }).click();
    const nameOnCover = page.getByLabel('Name on the cover');
    await nameOnCover.fill('x');
    await nameOnCover.fill('');
    await page.getByText('Required', { exact: true }).first().waitFor();
    await nameOnCover.dblclick();
    await expect.poll(() => nameOnCover.inputValue()).toBe('e.g. Ms T. Mokoena');
    await choose(page, 'Cover design', 'Baobab');
    await shot(page, 'product-questions');
    await page
      .getByRole('dialog', { name: /a few questions/ })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    const cart = page.getByTestId('cart-dialog');
    await cart.getByText(planner).waitFor();
    await page.getByRole('button', { name: 'Continue shopping' }).click();
    // The cart's own Close stays in the page until its closing motion ends.
    await cart.waitFor({ state: 'detached' });
    await dialog.getByRole('heading', { name: planner }).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // A downloadable product goes in with the cart button.
    await page.getByRole('button', { name: 'All categories' }).click();
    await page.waitForURL(/\/app\/products$/);
    await page.getByLabel('Search resources').fill('grade 4 mathematics test');
    await card(page, mathsTest).click();
    await dialog.getByRole('heading', { name: mathsTest }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'In cart' }).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await card(page, mathsTest).getByRole('img', { name: 'In your cart' }).waitFor();

    // The cart: both items; the coupon is normalised as typed and verified.
    await page.getByTestId('cart-button').click();
    await expect.poll(() => cart.getByTestId('cart-item').count()).toBe(2);
    await cart.getByText('Name on the cover: e.g. Ms T. Mokoena').waitFor();
    await page.getByLabel('Coupon code').fill(' welcome-10 ');
    await expect.poll(() => page.getByLabel('Coupon code').inputValue()).toBe('WELCOME10');
    await page.getByRole('button', { name: 'Verify' }).click();
    await cart.getByText('Coupon WELCOME10 applied').waitFor();
    const expected = orderTotals([demoProduct(planner), demoProduct(mathsTest)], {
      discount: { type: 'PERCENTAGE', value: 10 },
    });
    expect(expected.couponDiscount).toBeGreaterThan(0);
    await expect.poll(() => breakdownRow(page, 'total').textContent()).toBe(money(expected.total));
    await expect.poll(() => breakdownRow(page, 'coupon').textContent()).toBe(`- ${money(expected.couponDiscount)}`);
    await expect.poll(() => breakdownRow(page, 'shipping').textContent()).toBe(money(160));
    await shot(page, 'cart');

    // Shipping, with the spec's messages.
    await page.getByRole('button', { name: 'Checkout' }).click();
    const shipping = page.getByTestId('shipping-form');
    await shipping.waitFor();
    await page.getByLabel('Address', { exact: true }).fill('12 Jacaranda Street');
    await page.getByLabel('City').fill('Pretoria');
    await choose(page, 'Province', 'Gauteng');
    await page.getByLabel('Postal code').fill('0181');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Invalid South African phone number').waitFor();
    await page.getByLabel('Phone number').fill('082 123 4567');
    await page.getByText('Keep these shipping details on your profile for next time?').waitFor();
    await shot(page, 'shipping');
    await page.getByRole('button', { name: 'Save to my profile' }).click();
    await page.getByText('Shipping details saved to your profile.').waitFor();
    const profile = await gql<{ getTeacherProfile: { productsOrderShippingDetails: { city: string } | null } }>(
      'query($id: ID!) { getTeacherProfile(id: $id) { productsOrderShippingDetails { city } } }',
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    expect(profile.data?.getTeacherProfile.productsOrderShippingDetails?.city).toBe('Pretoria');
    await page.getByRole('button', { name: 'Next' }).click();

    // Payment method: required, then EFT.
    const payment = page.getByRole('dialog', { name: 'Payment method' });
    await payment.waitFor();
    // The terms are accepted before checking out (000 section 5).
    expect(await payment.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    await payment.getByLabel('I have read and accept the terms and conditions.').check();
    await payment.getByRole('button', { name: 'Checkout' }).click();
    await page.getByText('a Payment Method is required').waitFor();
    await payment.getByText('EFT', { exact: true }).click();
    await shot(page, 'payment');
    await payment.getByRole('button', { name: 'Checkout' }).click();

    // The order view: EFT bank details with the order id as reference, the server's totals.
    await page.waitForURL(/\/app\/productorders\/[^/?]+$/);
    const order = page.getByTestId('order-view');
    await order.waitFor();
    const orderId = (await order.getByTestId('order-id').textContent()) ?? '';
    expect(orderId).toMatch(/^\d{6}-\d{8}$/);
    await expect.poll(() => order.getByTestId('payment-reference').textContent()).toBe(orderId);
    await expect.poll(() => order.getByTestId('order-status').textContent()).toBe('Processing');
    await expect.poll(() => breakdownRow(page, 'total').textContent()).toBe(money(expected.total));
    await expect.poll(() => breakdownRow(page, 'vat').textContent()).toBe(money(expected.vat));
    await expect.poll(() => breakdownRow(page, 'exclVat').textContent()).toBe(money(expected.totalExclVat));
    await order.getByText('Cover design').waitFor();
    await order.getByText('12 Jacaranda Street, Pretoria, Gauteng, 0181, South Africa').waitFor();
    await shot(page, 'order-view');

    // The orders list shows it (PENDING orders are never listed).
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/app\/productorders$/);
    const row = page.locator('tr.ant-table-row').filter({ hasText: orderId });
    await row.waitFor();
    expect(await row.textContent()).toContain(money(expected.total));
    await shot(page, 'orders');

    // An admin marks it PAID: the list follows live.
    const admin = await signIn('admin@example.com');
    const recordId = page.url().split('/').pop();
    const current = await gql<{ listTeacherProductsOrders: { items: { id: string; _version: number }[] } }>(
      'query($id: String!) { listTeacherProductsOrders(filter: { orderID: { eq: $id } }) { items { id _version } } }',
      { id: orderId },
      { token: admin.accessToken },
    );
    const stored = current.data?.listTeacherProductsOrders.items[0];
    expect(stored).toBeTruthy();
    expect(recordId).toBeTruthy();
    const paid = await gql(
      'mutation($input: UpdateTeacherProductsOrderInput!) { updateTeacherProductsOrder(input: $input) { id orderStatus } }',
      { input: { id: stored!.id, _version: stored!._version, orderStatus: 'PAID' } },
      { token: admin.accessToken },
    );
    expect(paid.errors).toBeUndefined();
    await row.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('checks out a free product and opens its content from My Library', async () => {
    const teacher = await newTeacher();
    const { context, page } = await freshPage();
    await signInThroughPage(
      page,
      teacher.user.email,
      'Password1!',
      `/auth?redirect=${encodeURIComponent('/app/products?q=free term')}`,
    );
    await card(page, freePlanner).click();
    await page.getByRole('button', { name: 'Buy Now · FREE' }).click();
    const cart = page.getByTestId('cart-dialog');
    await cart.getByText(freePlanner).waitFor();
    await expect.poll(() => breakdownRow(page, 'total').textContent()).toBe(money(0));
    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment method' });
    await payment.getByText('Free', { exact: true }).waitFor();
    await payment.getByLabel('I have read and accept the terms and conditions.').check();
    await payment.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/app\/productorders\/[^/?]+$/);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Paid');

    await page.getByRole('link', { name: 'Open My Library' }).click();
    await page.waitForURL(/\/app\/bought-products$/);
    await page.getByRole('heading', { name: 'My Library' }).waitFor();
    await card(page, freePlanner).getByRole('img', { name: 'Bought' }).waitFor();
    await shot(page, 'library');
    await card(page, freePlanner).click();
    await page.getByRole('button', { name: 'Show Content' }).click();
    const content = page.getByTestId('product-content');
    const link = content.getByRole('link', { name: /\.pdf/ });
    await link.waitFor();
    await shot(page, 'product-content');
    // The link downloads from a short-lived signed address: no access token in any address.
    expect(await link.getAttribute('href')).toMatch(/^\/files\/ProductsContent\/.+\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(download.url()).toMatch(/\/files\/ProductsContent\/.+\.pdf\?uid=.+&exp=\d+&sig=/);
    expect(download.url()).not.toContain('access_token');
    const answer = await page.request.get(download.url());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');

    // The same screens in Afrikaans. Each Escape closes the dialog on top, once it has closed (the next Escape
    // pressed while the content dialog is still closing went to it, and left the product dialog open).
    await page.keyboard.press('Escape');
    await content.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByTestId('product-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await page.getByRole('heading', { name: 'My biblioteek' }).waitFor();
    await card(page, freePlanner).click();
    await page.getByRole('button', { name: 'Wys inhoud' }).waitFor();
    await shot(page, 'library-af');
    await context.close();
  });

  it('pays by card: a real form POST of the fields the server made, to the card provider', async () => {
    const teacher = await newTeacher();
    const { context, page } = await freshPage();
    let posted: { method: string; body: URLSearchParams } | null = null;
    await page.route('**/eng/process', async (route) => {
      posted = { method: route.request().method(), body: new URLSearchParams(route.request().postData() ?? '') };
      await route.fulfill({ contentType: 'text/html', body: '<html><body><h1>Card provider</h1></body></html>' });
    });
    await signInThroughPage(
      page,
      teacher.user.email,
      'Password1!',
      `/auth?redirect=${encodeURIComponent('/app/products?q=grade 4 mathematics test')}`,
    );
    await card(page, mathsTest).click();
    await page.getByRole('button', { name: /Buy Now/ }).click();
    await page.getByTestId('cart-dialog').getByText(mathsTest).waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment method' });
    await payment.getByText('Card Payment', { exact: true }).click();
    await payment.getByLabel('I have read and accept the terms and conditions.').check();
    await payment.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Card provider' }).waitFor();
    const form = posted as { method: string; body: URLSearchParams } | null;
    expect(form?.method).toBe('POST');
    expect(form?.body.get('amount')).toBe(roundMoney(orderTotals([demoProduct(mathsTest)]).total).toFixed(2));
    expect(form?.body.get('return_url')).toMatch(/\/app\/productorders\/[^/?]+\?payment=done$/);
    expect(form?.body.get('m_payment_id')).toMatch(/^\d{6}-\d{8}$/);
    expect(form?.body.get('signature')).toMatch(/^[0-9a-f]{32}$/);
    await context.close();
  });
  it('strikes out a product that is no longer on sale, blocks checkout (also offline) until it is removed', async () => {
    const teacher = await newTeacher();
    const admin = await signIn('admin@example.com');
    const title = 'Grade 9 Technology Project Guide';
    const found = await gql<{ listProducts: { items: { id: string; _version: number; publishDate: string }[] } }>(
      'query($title: String!) { listProducts(filter: { title: { eq: $title } }) { items { id _version publishDate } } }',
      { title },
      { token: admin.accessToken },
    );
    const product = found.data!.listProducts.items[0];
    const added = await gql(
      'mutation($id: ID!) { addToCart(input: { productId: $id }) { id } }',
      { id: product.id },
      { token: teacher.accessToken },
    );
    expect(added.errors).toBeUndefined();
    const later = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const hidden = await gql<{ updateProduct: { _version: number } }>(
      'mutation($input: UpdateProductInput!) { updateProduct(input: $input) { _version } }',
      { input: { id: product.id, _version: product._version, publishDate: later } },
      { token: admin.accessToken },
    );
    expect(hidden.errors).toBeUndefined();
    try {
      const { context, page } = await freshPage();
      await signInThroughPage(
        page,
        teacher.user.email,
        'Password1!',
        `/auth?redirect=${encodeURIComponent('/app/products?cart=cart')}`,
      );
      const cart = page.getByTestId('cart-dialog');
      await cart.getByText('Product no longer available').waitFor();
      expect(await cart.locator('del').filter({ hasText: title }).count()).toBe(1);
      await cart.getByText('Some products are unavailable please remove them before continuing').waitFor();
      expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
      await shot(page, 'cart-unavailable');

      await context.setOffline(true);
      await cart.getByText('This needs a connection to the server.').waitFor();
      expect(await page.getByRole('button', { name: `Remove ${title}` }).isDisabled()).toBe(true);
      await context.setOffline(false);
      await expect
        .poll(() => page.getByRole('button', { name: `Remove ${title}` }).isDisabled(), { timeout: 15_000 })
        .toBe(false);

      await page.getByRole('button', { name: `Remove ${title}` }).click();
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      await cart.getByText('your shopping cart is empty').waitFor();
      await page.getByRole('button', { name: 'Go back' }).click();
      await cart.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('cart')).toBeNull();
      await context.close();
    } finally {
      await gql(
        'mutation($input: UpdateProductInput!) { updateProduct(input: $input) { id } }',
        { input: { id: product.id, _version: hidden.data!.updateProduct._version, publishDate: product.publishDate } },
        { token: admin.accessToken },
      );
    }
  });
});

describe('browsing signed out', () => {
  it('shows the landing grid, and a Buy Now from a shared product link continues after signing in', async () => {
    const teacher = await newTeacher();
    const { context, page } = await freshPage();
    await page.goto(url('/'));
    await page.getByTestId('hero-sign-in').waitFor();
    const grid = page.getByTestId('featured-resources');
    await expect.poll(() => grid.getByTestId('shop-card').count()).toBe(4);
    await grid.getByRole('button', { name: 'View More' }).click();
    await expect.poll(() => grid.getByTestId('shop-card').count()).toBe(8);
    await shot(page, 'landing');

    // A bundle lists its products; each opens in its turn, and Back returns to the bundle.
    await card(page, 'Foundation Phase Maths Starter Bundle').click();
    await page.getByTestId('product-title').filter({ hasText: 'Foundation Phase Maths Starter Bundle' }).waitFor();
    await page.getByText('In this bundle:').waitFor();
    await shot(page, 'bundle-dialog');
    await page
      .getByTestId('product-dialog')
      .getByRole('button', { name: 'Grade 3 Mathematics Revision Booklet' })
      .click();
    await page.getByTestId('product-title').filter({ hasText: 'Grade 3 Mathematics Revision Booklet' }).waitFor();
    await page.goBack();
    await page.getByTestId('product-title').filter({ hasText: 'Foundation Phase Maths Starter Bundle' }).waitFor();
    await page.goBack();
    await page.getByTestId('product-dialog').waitFor({ state: 'detached' });

    await grid.getByTestId('shop-card').first().click();
    await page.getByTestId('product-dialog').waitFor();
    const shopped = await page.getByTestId('product-title').textContent();
    expect(shopped).toBeTruthy();
    const productId = new URL(page.url()).searchParams.get('product');
    expect(productId).toBeTruthy();
    await page.goto(url(`/product/${productId}`));
    await page.getByRole('heading', { name: shopped ?? '' }).waitFor();
    await shot(page, 'product-page');
    await page.getByRole('button', { name: /Buy Now/ }).click();
    await page.waitForURL(/\/auth\?redirect=/);
    await page.getByLabel('Email').fill(teacher.user.email);
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/app/products/${productId}\\?`));
    await page
      .getByTestId('cart-dialog')
      .getByText(shopped ?? '')
      .waitFor();
    await context.close();
  });
});
