/**
 * The Taxonomies screen as an admin uses it (issue 14, data hygiene): a level of 250 % stays 250 % in the field and is
 * refused with the server's message instead of becoming 100 %; while a taxonomy's levels do not add up to 100 % the
 * screen and the level dialog warn, and a level that brings them to 100 % is saved.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../api/catalogue-fixtures.ts';
import { gql } from '../helpers/api.ts';
import { launchBrowser, newContext, screenshot, signInThroughPage } from '../helpers/browser.ts';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function adminPage(path: string): Promise<Page> {
  context = await newContext(browser, { viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signInThroughPage(page, 'admin@example.com', 'Password1!', `/auth?redirect=${encodeURIComponent(path)}`);
  await page.getByTestId('taxonomies-page').waitFor();
  return page;
}

describe('taxonomies', () => {
  it('refuses a level of 250 % without clamping it, and warns while the levels do not add up to 100 %', async () => {
    const name = `Hygiene ${Date.now()}`;
    const { accessToken } = await admin();
    const created = await gql(
      `mutation($input: CreateTaxonomyInput!) { createTaxonomy(input: $input) { id _version } }`,
      {
        input: {
          name,
          cognitiveLevels: [
            { label: 'Knowing', percentage: 40 },
            { label: 'Doing', percentage: 50 },
          ],
        },
      },
      { token: accessToken },
    );
    expect(created.errors).toBeUndefined();

    const page = await adminPage('/admin/taxonomies');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: /expand/i }).click();
    await page.getByText('The cognitive levels add up to 90 %, not 100 %.').waitFor();

    await row.getByRole('button', { name: `Add Cognitive Level ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Cognitive Level' });
    await dialog.getByLabel('Label').fill('Reasoning');
    const percentage = dialog.getByLabel('Percentage');
    await percentage.fill('250');
    await percentage.blur();
    await dialog.getByText('Percentage must be between 0 and 100').waitFor();
    expect(await percentage.inputValue()).toContain('250');
    await dialog.getByText('The cognitive levels add up to 340 %, not 100 %.').waitFor();
    await screenshot(page, 'admin-taxonomy-level-range');

    await percentage.fill('10');
    await dialog.getByText('Percentage must be between 0 and 100').waitFor({ state: 'detached' });
    await dialog.getByText(/The cognitive levels add up to/).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('The cognitive levels add up to 90 %, not 100 %.').waitFor({ state: 'detached' });

    const stored = await gql(
      `query($id: ID!) { getTaxonomy(id: $id) { cognitiveLevels { label percentage } } }`,
      { id: created.data?.createTaxonomy.id },
      { token: accessToken },
    );
    expect(stored.data?.getTaxonomy.cognitiveLevels).toEqual([
      { label: 'Knowing', percentage: 40 },
      { label: 'Doing', percentage: 50 },
      { label: 'Reasoning', percentage: 10 },
    ]);
  });
});
