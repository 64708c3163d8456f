/**
 * The Imports screen as an admin uses it (issue 13; 002 sections 2 and 5): a users CSV with new rows, an e-mail that
 * already has an account and an invalid row is previewed (counts and the error's line), imported while the progress
 * bar follows the server's job to 100 %, and its report downloaded; offline nothing can be sent; the same in
 * Afrikaans; a teacher is refused.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/api.ts';
import { browserPerFile, screenshot, url } from '../helpers/browser.ts';
import { outboxMailsContaining } from '../helpers/outbox.ts';

const { adminPage, signedInPage } = browserPerFile({ width: 1440, height: 1000 });

/**
 * A users CSV like test/fixtures/imports' files, written for this run (runs share the database, so its new
 * e-mails are unique): two new teachers, the demo teacher (skipped: her account exists) and a bad e-mail on line 5.
 */
function usersCsv(): { path: string; newEmails: string[] } {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const newEmails = [`import-${stamp}-a@example.com`, `import-${stamp}-b@example.com`];
  const lines = [
    'email;title;name;surname;phone;province;language;school',
    `${newEmails[0]};Ms;Anna;Imported;;;;`,
    `${newEmails[1]};Mr;Ben;Imported;;;;`,
    'teacher@example.com;Ms;Demo;Teacher;;;;',
    'not-an-email;Ms;Bad;Row;;;;',
  ];
  const path = join(mkdtempSync(join(tmpdir(), 'imports-e2e-')), 'e2e-users.csv');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return { path, newEmails };
}

/** The number a count card (`preview-count-new`, `result-count-created`) shows. */
function countOf(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).locator('.ant-statistic-content-value').innerText();
}

/** Chooses the file and asks for the preview; done when the preview shows. */
async function preview(page: Page, path: string, texts: { preview: string }): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(path);
  await page.getByRole('button', { name: texts.preview }).click();
  await page.getByTestId('import-preview').waitFor();
}

/** Imports what was previewed and follows the progress bar to 100 %. */
async function importAndFollow(page: Page, texts: { import: string; progress: string }): Promise<void> {
  await page.getByRole('button', { name: texts.import }).click();
  const progress = page.getByRole('progressbar', { name: texts.progress });
  await progress.waitFor();
  await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
}

describe('imports', () => {
  it('previews a users CSV, imports it with a progress bar and downloads the report', async () => {
    const csv = usersCsv();
    const page = await adminPage('/admin');
    await page.getByRole('link', { name: 'Imports', exact: true }).click();
    await page.getByRole('heading', { name: 'Imports', level: 2 }).waitFor();
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    const templateText = readFileSync(await (await template).path(), 'utf8').replace(/^\uFEFF/, '');
    expect(templateText.split(/\r?\n/)[0]).toBe('email;title;name;surname;phone;province;language;school');
    const sendEmails = page.getByLabel('Send the set-password e-mail to each new user');
    expect(await sendEmails.isChecked()).toBe(true);

    // Imports need the server: offline the screen says so and nothing can be chosen or sent.
    await page.context().setOffline(true);
    await page.getByTestId('imports-offline').getByText('This needs a connection to the server.').waitFor();
    expect(await page.getByRole('button', { name: 'Choose a CSV file' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Download template' }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await page.getByTestId('imports-offline').waitFor({ state: 'detached' });

    await preview(page, csv.path, { preview: 'Preview' });
    expect(await countOf(page, 'preview-count-rows')).toBe('4');
    expect(await countOf(page, 'preview-count-new')).toBe('2');
    expect(await countOf(page, 'preview-count-skipped')).toBe('1');
    expect(await countOf(page, 'preview-count-invalid')).toBe('1');
    const errors = page.getByTestId('import-errors');
    await errors.getByRole('row', { name: /^5 E-mail must be valid$/ }).waitFor();
    await screenshot(page, 'admin-imports-preview');

    await importAndFollow(page, { import: 'Import', progress: 'Import progress' });
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(await countOf(page, 'result-count-created')).toBe('2');
    expect(await countOf(page, 'result-count-skipped')).toBe('1');
    expect(await countOf(page, 'result-count-invalid')).toBe('1');
    await screenshot(page, 'admin-imports-done');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report' }).click();
    const report = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(report[0]).toBe('line;status;message');
    expect(report.slice(1).map((row) => row.split(';').slice(0, 2).join(';'))).toEqual([
      '2;created',
      '3;created',
      '4;skipped',
      '5;invalid',
    ]);

    // Each new teacher was sent the set-password e-mail (the box was left ticked).
    for (const email of csv.newEmails) await expect.poll(() => outboxMailsContaining(email).length).toBeGreaterThan(0);
  });

  it('imports in Afrikaans', async () => {
    const csv = usersCsv();
    const page = await adminPage('/admin');
    await page.evaluate(() => localStorage.setItem('classroom.language', 'af'));
    await page.goto(url('/admin/imports/users'));
    await page.getByRole('heading', { name: 'Invoere', level: 2 }).waitFor();
    await page.getByLabel('Stuur die e-pos om ’n wagwoord te stel aan elke nuwe gebruiker').uncheck();

    await preview(page, csv.path, { preview: 'Voorskou' });
    expect(await countOf(page, 'preview-count-new')).toBe('2');
    await page
      .getByTestId('import-errors')
      .getByRole('row', { name: /^5 E-pos moet geldig wees$/ })
      .waitFor();

    await importAndFollow(page, { import: 'Voer in', progress: 'Invoervordering' });
    await page.getByRole('heading', { name: 'Invoer voltooi' }).waitFor();
    expect(await countOf(page, 'result-count-created')).toBe('2');
    await page.getByRole('button', { name: 'Laai verslag af' }).waitFor();
    await screenshot(page, 'admin-imports-af');
  });

  it('keeps teachers out, on the screen and on the server', async () => {
    const page = await signedInPage('teacher@example.com', '/admin/imports');
    await page.waitForURL(/\/unauthorised/);

    const teacher = await signIn('teacher@example.com');
    const response = await fetch(url('/imports/jobs/00000000-0000-0000-0000-000000000000'), {
      headers: { authorization: `Bearer ${teacher.accessToken}` },
    });
    expect(response.status).toBe(403);
  });
});
