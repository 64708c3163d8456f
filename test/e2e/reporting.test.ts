/**
 * Reporting (issue 13): a reporting user opens the three reports, sees a chart (recharts' svg) and the table under
 * it, and downloads the table as CSV, in English and in Afrikaans. Also: recharts stays out of the entry chunk and
 * the admin layout's chunk of the built web app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { browserPerFile, screenshot } from '../helpers/browser.ts';
import { created, item, teacherAndProducts, updated } from '../api/sales-helpers.ts';

const { adminPage } = browserPerFile({ width: 1280, height: 900 });

/** The CSV the Download CSV button saves, read back as rows (quoted fields, CRLF, a BOM). */
async function downloadedCsv(page: Page, buttonName: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const path = await download.path();
  return parse(readFileSync(path, 'utf8'), { bom: true });
}

/** The table as the screen shows it: its header texts and each row's cells ('R ' taken off amounts). */
async function shownTable(page: Page): Promise<string[][]> {
  const table = page.locator('.ant-table').last();
  await table.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  const headers = await table.locator('thead th').allInnerTexts();
  const rows = await table
    .locator('tbody tr.ant-table-row')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())));
  return [headers.map((text) => text.trim()), ...rows.map((cells) => cells.map((cell) => cell.replace(/^R /, '')))];
}

/** The chart is drawn, and the CSV the button saves is the table the screen shows (once it has re-rendered). */
async function expectChartAndCsv(page: Page, buttonName: string) {
  await page.getByTestId('report-chart').locator('svg.recharts-surface').first().waitFor();
  const csv = await downloadedCsv(page, buttonName);
  await expect.poll(() => shownTable(page)).toEqual(csv);
  return csv;
}

describe('reports in the browser', () => {
  it('show each report as a chart and a table, and download the table as CSV', async () => {
    const { teacher, digital, other } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id), item(other.id)],
    });
    await updated({ id: order.id, _version: order._version, orderStatus: 'PAID' });

    const page = await adminPage('/admin/reporting/revenue?groupBy=PRODUCT', 'reporting@example.com');
    await page.getByRole('heading', { name: 'Revenue', level: 2 }).waitFor();
    await page.getByRole('img', { name: 'Chart: Revenue · Product' }).waitFor();
    await page.getByRole('cell', { name: digital.title ?? '', exact: true }).waitFor();
    const revenue = await expectChartAndCsv(page, 'Download CSV');
    expect(revenue[0]).toEqual(['Product', 'Paid orders', 'Revenue', 'VAT']);
    await expect.poll(() => page.getByTestId('previous-revenue').innerText()).toMatch(/^Previous period: R \d+\.\d\d/);
    await screenshot(page, 'reporting-revenue');

    // Sorted by revenue, the table and its CSV keep the same order.
    // The address changes at once; the screen re-renders from it a moment later (a router transition): the CSV is
    // asked for once the table shows the sort.
    const revenueHeader = page.getByRole('columnheader', { name: 'Revenue' });
    await revenueHeader.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('revenue');
    await expect.poll(() => revenueHeader.getAttribute('aria-sort')).toBe('ascending');
    const sorted = await expectChartAndCsv(page, 'Download CSV');
    const amounts = sorted.slice(1).map((row) => Number(row[2]));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await page.goto(page.url().replace(/\/revenue\?.*$/, '/teacherprofiles'));
    await page.getByRole('heading', { name: 'Teacher profiles', level: 2 }).waitFor();
    await page.getByText('Active teachers (signed in within 30 days)').waitFor();
    await page.locator('.ant-segmented').getByText('Province', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('table')).toBe('byProvince');
    await page.getByRole('columnheader', { name: 'Province' }).waitFor();
    const provinces = await expectChartAndCsv(page, 'Download CSV');
    expect(provinces[0]).toEqual(['Province', 'Count']);
    expect(provinces.length).toBeGreaterThan(1);

    await page.goto(page.url().replace(/\/teacherprofiles\?.*$/, '/subscriptions'));
    await page.getByRole('heading', { name: 'Subscriptions', level: 2 }).waitFor();
    const packages = await expectChartAndCsv(page, 'Download CSV');
    expect(packages[0]).toEqual(['Package', 'Count']);
    await screenshot(page, 'reporting-subscriptions');
  });

  it('reads in Afrikaans, the CSV too', async () => {
    const page = await adminPage('/admin/reporting/revenue', 'reporting@example.com');
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await page.getByRole('heading', { name: 'Inkomste', level: 2 }).waitFor();
    await page.locator('.ant-segmented').getByText('Betaalmetode', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('groupBy')).toBe('PAYMENT_METHOD');
    await page.getByRole('img', { name: 'Grafiek: Inkomste · Betaalmetode' }).waitFor();
    const methods = await expectChartAndCsv(page, 'Laai CSV af');
    expect(methods[0]).toEqual(['Betaalmetode', 'Betaalde bestellings', 'Inkomste', 'BTW']);

    await page.goto(page.url().replace(/\/revenue\?.*$/, '/teacherprofiles?table=bySchool'));
    await page.getByRole('heading', { name: 'Onderwyserprofiele', level: 2 }).waitFor();
    const schools = await expectChartAndCsv(page, 'Laai CSV af');
    expect(schools[0]).toEqual(['Skool', 'Aantal']);
    await screenshot(page, 'reporting-teacherprofiles-af');
  });

  it('keeps recharts out of the entry chunk and the admin layout chunk', () => {
    const web = join(import.meta.dirname, '..', '..', 'dist', 'web');
    const index = readFileSync(join(web, 'index.html'), 'utf8');
    const assets = readdirSync(join(web, 'assets'));
    const text = (name: string) => readFileSync(join(web, 'assets', name), 'utf8');
    /** A chunk and every chunk it imports statically (loaded with it). */
    const withStaticImports = (name: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(name)) return seen;
      seen.add(name);
      for (const match of text(name).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
        withStaticImports(match[1], seen);
      return seen;
    };
    const early = [...index.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
    const layout = assets.filter((name) => /^AdminLayout-.*\.js$/.test(name));
    expect(early.length).toBeGreaterThan(0);
    expect(layout.length).toBeGreaterThan(0);
    const loaded = new Set([...early, ...layout].flatMap((name) => [...withStaticImports(name)]));
    const hasRecharts = (name: string) => text(name).includes('recharts-surface');
    for (const name of loaded) expect(hasRecharts(name), name).toBe(false);
    expect(assets.filter((name) => name.endsWith('.js')).some(hasRecharts)).toBe(true);
  });
});
