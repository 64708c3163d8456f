/**
 * The admin catalogue as an admin uses it (issue 4): a product made in the dialog with two images (the large one
 * stored at most 800 px), a content file and a question, published, bulk-discounted with another product and then
 * seen by a teacher at the new price; Check Content finds a file that left storage; a bundle made from a selection.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin, createProduct, pdfBytes, pngOf } from '../api/catalogue-fixtures.ts';
import { gql, newTeacher, serverUrl } from '../helpers/api.ts';
import { launchBrowser, newContext, screenshot, signInThroughPage, url } from '../helpers/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** `prepare` sets the context up before the page opens (its routes). */
async function adminPage(path: string, prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 1680, height: 1000 } });
  contexts.push(context);
  await prepare?.(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serverUrl() });
  const page = await context.newPage();
  await signInThroughPage(page, 'admin@example.com', 'Password1!', `/auth?redirect=${encodeURIComponent(path)}`);
  await page.getByTestId('admin-area').waitFor();
  return page;
}

/** The whole dialog in one picture: a viewport as tall as the page for the moment of the screenshot. */
async function dialogScreenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  const height = await page
    .getByRole('dialog')
    .last()
    .evaluate((dialog) => dialog.getBoundingClientRect().height + 200);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, Math.ceil(height)) });
  await screenshot(page, name);
  await page.setViewportSize(size);
}

const productQuery = `query($id: ID!) { getProduct(id: $id) {
  id title price discountPercentage thumbnails publishDate questions { type label required } productTags { name } category { name }
} }`;

describe('admin catalogue', () => {
  it('creates a product with images, a file and a question, bulk-discounts it, and Check Content finds a removed file', async () => {
    const token = `cat${Date.now()}`;
    const title = `${token} Fractions Workbook`;
    const companion = await createProduct({ title: `${token} Fractions Poster`, price: 80 });
    const page = await adminPage(`/admin/products?q=${token}`);
    await page.getByTestId('products-table').getByText(companion.title).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-products-table');

    // Create: the first save makes the product; images and files come after it.
    await page.getByRole('button', { name: 'New Product' }).click();
    const form = page.getByTestId('product-form');
    await form.waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await expect(form.getByText('Save to add images.').isVisible()).resolves.toBe(true);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Price').fill('120');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/edit=[0-9a-f-]{36}/);
    const productId = new URL(page.url()).searchParams.get('edit')!;
    await page.getByTestId('images-upload').waitFor();

    // Two images at once, one far over 800 px; a PDF as the content file, with its progress bar.
    await page
      .getByTestId('images-upload')
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'cover-large.png', mimeType: 'image/png', buffer: await pngOf(1600, 900) },
        { name: 'cover-small.png', mimeType: 'image/png', buffer: await pngOf(320, 200) },
      ]);
    await expect.poll(() => page.getByTestId('catalogue-image').count(), { timeout: 30_000 }).toBe(2);
    await page
      .getByTestId('content-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'fractions.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByTestId('content-files').getByText('fractions.pdf').waitFor({ timeout: 30_000 });

    // A question: the spec's message until it has a label.
    await page.getByRole('button', { name: 'Add Question' }).click();
    const question = page.getByTestId('question-card');
    await question.getByLabel('Label').fill('Learner name');
    await question.getByLabel('Label').fill('');
    await question.getByText('Label is required').waitFor();
    await question.getByLabel('Label').fill('Learner name');

    // A tag typed as a new chip, a category from the tree, and a video id that is refused until corrected.
    const tagName = `${token}-tag`;
    await form.getByLabel('Tags').fill(tagName);
    await form.getByLabel('Tags').press('Enter');
    await form.getByLabel('Category').click();
    await form.getByLabel('Category').fill('Grade 4');
    await page.getByRole('tree').getByText('Grade 4', { exact: true }).click();
    await form.getByLabel('Videos').fill('abc');
    await form.getByLabel('Videos').press('Enter');
    await form.getByText('One or more video IDs are invalid. Use YouTube or Vimeo IDs.').waitFor();
    await form.getByTitle('abc', { exact: true }).locator('.ant-select-selection-item-remove').click();
    await form.getByLabel('Videos').fill('dQw4w9WgXcQ');
    await form.getByLabel('Videos').press('Enter');
    await form.getByText('One or more video IDs are invalid. Use YouTube or Vimeo IDs.').waitFor({ state: 'detached' });
    await dialogScreenshot(page, 'admin-product-dialog');

    // Publish (now, South African time) and save.
    const publishDate = form.getByLabel('Date', { exact: true });
    expect(await publishDate.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    const { accessToken } = await admin();
    const stored = (await gql(productQuery, { id: productId }, { token: accessToken })).data?.getProduct;
    expect(stored.title).toBe(title);
    expect(stored.questions).toEqual([{ type: 'Text', label: 'Learner name', required: false }]);
    // In the order chosen, although the small image's upload finishes first (issue 14).
    expect(stored.thumbnails.map((key: string) => (key.includes('cover-large') ? 'large' : 'small'))).toEqual([
      'large',
      'small',
    ]);
    expect(stored.productTags).toEqual([{ name: tagName }]);
    expect(stored.category).toEqual({ name: 'Grade 4' });
    expect(new Date(stored.publishDate).getTime()).toBeLessThanOrEqual(Date.now());
    const large = stored.thumbnails.find((key: string) => key.includes('cover-large'));
    const image = await fetch(`${serverUrl()}/files/${large}`);
    expect(image.status).toBe(200);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(800);
    expect(metadata.width).toBe(800);

    // Cancel returns to the saved state after a confirmation.
    await form.getByLabel('Title').fill(`${title} (draft)`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => form.getByLabel('Title').inputValue()).toBe(title);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // A second save of the same dialog builds on the first (no conflict with its own write).
    await form.getByLabel('Price').fill('120.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await form.getByLabel('Price').fill('120');
    await page.getByRole('button', { name: 'Save' }).click();
    // Save is disabled while saving too: wait for the form to take input again, then for the stored price.
    await expect.poll(() => form.getByLabel('Price').isEditable()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await expect
      .poll(async () => (await gql(productQuery, { id: productId }, { token: accessToken })).data?.getProduct.price, {
        timeout: 10_000,
      })
      .toBe(120);

    // The footer's Close (the dialog's × is also named Close and comes first).
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByTestId('product-form').waitFor({ state: 'detached' });
    const table = page.getByTestId('products-table');
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect.poll(() => row.getByRole('cell').nth(11).innerText()).toBe('1');

    // Share copies the public link of the product.
    await row.getByRole('button', { name: `Copy the link of ${title}` }).click();
    await page.getByText('Product URL copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${serverUrl()}/product/${productId}`);

    // Bulk discount: the new product and the companion together.
    await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    await page.getByRole('checkbox', { name: `Select ${companion.title}` }).check();
    const bulk = page.getByTestId('bulk-edit');
    await bulk.getByText('Bulk Edit: 2 selected').waitFor();
    await bulk.getByRole('tab', { name: 'Discount' }).click();
    await bulk.getByLabel('Discount (%)').fill('25');
    await screenshot(page, 'admin-products-bulk-edit');
    await bulk.getByRole('button', { name: 'Apply discount' }).click();
    await page.getByText('Bulk edit applied').waitFor();
    await expect.poll(() => row.innerText()).toContain('25 %');

    // The teacher sees it at the new price.
    const teacher = await newTeacher();
    const shop = await gql(
      `query($id: ID!) { listProducts(filter: { id: { eq: $id } }) { items { id title price discountPercentage } } }`,
      { id: productId },
      { token: teacher.accessToken },
    );
    expect(shop.errors).toBeUndefined();
    expect(shop.data?.listProducts.items).toEqual([{ id: productId, title, price: 120, discountPercentage: 25 }]);

    // A content file leaves storage: Check Content names the product.
    const content = await gql(
      `query($id: ID!) { listProductContents(filter: { productId: { eq: $id } }) { items { fileKeys } } }`,
      { id: productId },
      { token: accessToken },
    );
    const [fileKey] = content.data?.listProductContents.items[0].fileKeys as string[];
    const removed = await fetch(`${serverUrl()}/files/${fileKey}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(removed.status).toBe(204);
    await page.getByRole('button', { name: 'Check Content' }).click();
    const check = page.getByTestId('content-check');
    await check.getByText('The following products are missing files').waitFor({ timeout: 60_000 });
    await check.getByText(title).waitFor();
    await screenshot(page, 'admin-products-content-check');
    await page.keyboard.press('Escape');
    await check.waitFor({ state: 'hidden' });
    // The filters live in the address: the box shows ticked once the router has moved.
    await page.getByRole('checkbox', { name: 'Missing Content' }).click();
    await page.getByRole('columnheader', { name: 'Missing files' }).waitFor();
    // Only the products missing files are left, with the count in the Missing files column (after Videos).
    await table.getByText(companion.title).waitFor({ state: 'detached' });
    await expect.poll(() => row.getByRole('cell').nth(13).innerText()).toBe('1');
    await screenshot(page, 'admin-products-missing-content');
  });

  it('makes a bundle from selected products, without products that have questions', async () => {
    const token = `bun${Date.now()}`;
    const first = await createProduct({ title: `${token} Phonics Cards` });
    const second = await createProduct({ title: `${token} Phonics Poster` });
    const page = await adminPage(`/admin/products?q=${token}`);
    await page.getByRole('checkbox', { name: `Select ${first.title}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.title}` }).check();
    await page.getByRole('button', { name: 'New Bundle' }).click();
    await page.waitForURL(/\/admin\/productbundles\?edit=new&products=/);
    const form = page.getByTestId('bundle-form');
    await form.waitFor();
    await form.getByText(first.title).waitFor();
    await form.getByText(second.title).waitFor();
    await form.getByLabel('Title').fill(`${token} Phonics Bundle`);
    await form.getByLabel('Price').fill('150');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/edit=[0-9a-f-]{36}$/);
    await page.getByTestId('images-upload').waitFor();
    await page
      .getByTestId('images-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'bundle.png', mimeType: 'image/png', buffer: await pngOf(1200, 1200) });
    await expect.poll(() => page.getByTestId('catalogue-image').count(), { timeout: 30_000 }).toBe(1);
    await dialogScreenshot(page, 'admin-bundle-dialog');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByTestId('bundle-form').waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Search' }).fill(token);
    const bundles = page.getByTestId('bundles-table');
    await expect.poll(() => bundles.locator('tbody tr.ant-table-row').count()).toBe(1);
    const row = bundles.getByRole('row', { name: new RegExp(`${token} Phonics Bundle`) });
    await expect.poll(() => row.innerText()).toContain('2 products');

    // Bulk Change Price: a fixed amount up.
    await page.getByRole('checkbox', { name: `Select ${token} Phonics Bundle` }).check();
    const bulk = page.getByTestId('bulk-edit');
    await bulk.getByRole('tab', { name: 'Change Price' }).click();
    expect(await bulk.getByRole('button', { name: 'Increase', exact: true }).isDisabled()).toBe(true);
    await bulk.getByLabel('Fixed amount').fill('10');
    await bulk.getByRole('button', { name: 'Increase', exact: true }).click();
    await expect.poll(() => row.innerText()).toContain('R 160.00');
    await screenshot(page, 'admin-bundles');

    // Duplicate (' - COPY'), then delete the copy after confirming.
    await row.getByRole('button', { name: `Duplicate ${token} Phonics Bundle` }).click();
    const copy = bundles.getByRole('row', { name: new RegExp(`${token} Phonics Bundle - COPY`) });
    await copy.waitFor();
    await copy.getByRole('button', { name: `Delete ${token} Phonics Bundle - COPY` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await copy.waitFor({ state: 'detached' });
  });

  it('filters the table by the categories in its address, named in the picker, and by more picked from the tree', async () => {
    const token = `C${Date.now().toString(36)}`;
    const { accessToken } = await admin();
    const idOf = async (name: string) => {
      const found = await gql(
        `query($name: String!) { listProductCategories(filter: { name: { eq: $name } }) { items { id } } }`,
        { name },
        { token: accessToken },
      );
      return String(found.data?.listProductCategories.items[0].id);
    };
    const [grade4, grade5] = await Promise.all([idOf('Grade 4'), idOf('Grade 5')]);
    await createProduct({ title: `${token} Fractions`, categoryId: grade4 });
    await createProduct({ title: `${token} Decimals`, categoryId: grade5 });

    const page = await adminPage(`/admin/products?q=${token}&cats=${grade4}`);
    const filters = page.getByRole('search');
    await page.locator('.ant-table-row', { hasText: `${token} Fractions` }).waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);
    // The picker names the category of the address, before and after its tree has loaded.
    await filters.getByText('Grade 4').waitFor();

    await filters.getByLabel('Categories').click();
    await page.locator('.ant-select-tree').waitFor();
    await filters.getByLabel('Categories').fill('Grade 5');
    await page.locator('.ant-select-tree').getByText('Grade 5', { exact: true }).click();
    await page.locator('.ant-table-row', { hasText: `${token} Decimals` }).waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('cats')?.split(',').sort()).toEqual([grade4, grade5].sort());
  });

  it('keeps the keyboard where it is when the category tree picker arrives, and opens it with an arrow key', async () => {
    // The tree picker's file is held back until released, so the plain select standing in for it is what she meets
    // while it is on its way (it is asked for once the page is idle after the rows). The page has no service worker
    // (newContext): a page its worker controls fetches through the worker, which routes do not see.
    let release: () => void = () => undefined;
    let requested: () => void = () => undefined;
    const hold = () => ({
      released: new Promise<void>((resolve) => (release = resolve)),
      asked: new Promise<void>((resolve) => (requested = resolve)),
    });
    let held = hold();
    const page = await adminPage('/admin/products', (context) =>
      context.route(/\/assets\/CategoryTreeSelect-[\w-]+\.js$/, async (route) => {
        requested();
        await held.released;
        await route.continue();
      }),
    );
    const filters = page.getByRole('search');
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    const treePicker = filters.locator('.ant-tree-select');
    await page.locator('.ant-table-row').first().waitFor();
    await held.asked;

    // Tab passes the stand-in; the picker arriving afterwards does not pull the focus back.
    await filters.getByLabel('Categories').focus();
    await page.keyboard.press('Tab');
    const away = await focusedLabel();
    expect(away).not.toBe('Categories');
    release();
    await treePicker.waitFor();
    expect(await focusedLabel()).toBe(away);

    // Still on the stand-in when the picker arrives: the focus moves to the picker, which stays closed.
    held = hold();
    await page.reload();
    await page.locator('.ant-table-row').first().waitFor();
    await held.asked;
    await filters.getByLabel('Categories').focus();
    release();
    await treePicker.waitFor();
    await expect.poll(focusedLabel).toBe('Categories');
    expect(await page.locator('.ant-select-tree').count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.locator('.ant-select-tree').getByText('Grade 5', { exact: true }).waitFor();
    expect(await focusedLabel()).toBe('Categories');
  });

  it('manages tags and categories: the slug follows the name, a category goes under a parent', async () => {
    const token = `tax${Date.now()}`;
    const page = await adminPage('/admin/products?dialog=categories');
    const categories = page.getByTestId('categories-table');
    await categories.getByText('Foundation Phase').waitFor();
    await page.getByRole('button', { name: 'New Category' }).click();
    const form = page.getByTestId('category-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Category name is required').waitFor();
    await form.getByLabel('Category Name').fill(`${token} Reading & Phonics!`);
    await expect.poll(() => form.getByLabel('Slug').inputValue()).toBe(`${token}-reading-phonics`);
    await form.getByLabel('Grade').click();
    await page.locator('.ant-select-dropdown').getByTitle('2', { exact: true }).click();
    await form.getByLabel('Parent Category').click();
    await page.getByRole('tree').getByText('Foundation Phase', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await categories.getByText(`${token}-reading-phonics`).waitFor();
    await screenshot(page, 'admin-categories');
    const { accessToken } = await admin();
    const stored = await gql(
      `query($name: String!) { listProductCategories(filter: { name: { eq: $name } }) { items { slug grade parent { name } } } }`,
      { name: `${token} Reading & Phonics!` },
      { token: accessToken },
    );
    expect(stored.data?.listProductCategories.items).toEqual([
      { slug: `${token}-reading-phonics`, grade: '2', parent: { name: 'Foundation Phase' } },
    ]);

    await page.goto(url('/admin/products?dialog=tags'));
    const tags = page.getByTestId('tags-table');
    await tags.waitFor();
    await page.getByRole('button', { name: 'New Tag' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tag name is required').waitFor();
    await page.getByLabel('Name', { exact: true }).fill(`${token} Phonics`);
    await page.getByRole('button', { name: 'Save' }).click();
    await tags.getByText(`${token} Phonics`).waitFor();
    await page.getByRole('dialog', { name: 'New Tag' }).waitFor({ state: 'hidden' });
    await screenshot(page, 'admin-tags');
    const tag = await gql(
      `query($name: String!) { listProductTags(filter: { name: { eq: $name } }) { items { name } } }`,
      { name: `${token} Phonics` },
      { token: accessToken },
    );
    expect(tag.data?.listProductTags.items).toEqual([{ name: `${token} Phonics` }]);
  });
});
