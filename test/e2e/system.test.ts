/**
 * The System screen as a superadmin uses it (issue 29): opened from the admin menu, it shows this build, the server
 * processes with this one marked, the database, file storage, background jobs and recent errors, and its figures
 * come again every 5 s (offline the last ones stay, said to be old); in Afrikaans its title is Stelsel. Admins and teachers are refused the screen.
 */
import { describe, expect, it } from 'vitest';
import { browserPerFile, screenshot, url } from '../helpers/browser.ts';

const { adminPage, signedInPage } = browserPerFile({ width: 1366, height: 900 });

describe('system screen', () => {
  it('shows a superadmin every part, and updates live', async () => {
    const page = await adminPage('/admin', 'superadmin@example.com');
    await page.getByRole('link', { name: 'System', exact: true }).click();
    await page.getByRole('heading', { name: 'System', level: 2 }).waitFor();
    for (const section of [
      'This server',
      'Server processes',
      'Database',
      'File storage',
      'Background jobs',
      'Recent errors',
    ])
      await page.getByRole('heading', { name: section, level: 3 }).waitFor();

    const build = page.getByTestId('system-build');
    await build.getByText('0.1.0', { exact: true }).waitFor();
    await build.getByText(/^\d+ (d|h|min|s)( \d+ (h|min|s))?$/).waitFor();
    const processes = page.getByRole('table', {
      name: 'Server processes sharing the database, with their last heartbeat',
    });
    const current = processes.getByRole('row').filter({ has: page.getByTestId('system-current-process') });
    await current.getByText('Responding').waitFor();
    await page
      .getByTestId('system-database')
      .getByText(/^(Embedded \(PGlite\)|PostgreSQL)$/)
      .waitFor();
    await page.getByTestId('system-storage').getByText('Writable', { exact: true }).last().waitFor();
    await page.getByTestId('system-jobs').getByText('Mail not sent').waitFor();
    await page.getByRole('table', { name: 'The latest errors of every server process, newest first' }).waitFor();

    // Asked again every 5 s: the server's time of the figures moves on without a reload.
    const checkedAt = page.getByText(/^Server time of these figures: /);
    const first = await checkedAt.innerText();
    await expect.poll(() => checkedAt.innerText(), { timeout: 15_000 }).not.toBe(first);

    // Offline the last figures stay, and the screen says they are not current.
    await page.context().setOffline(true);
    await page.getByTestId('system-offline').waitFor();
    await page.getByRole('heading', { name: 'Server processes', level: 3 }).waitFor();
    await page.context().setOffline(false);
    await page.getByTestId('system-offline').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-system');
  });

  it('reads in Afrikaans', async () => {
    const page = await adminPage('/admin', 'superadmin@example.com');
    await page.evaluate(() => localStorage.setItem('classroom.language', 'af'));
    await page.goto(url('/admin/system'));
    await page.getByRole('heading', { name: 'Stelsel', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Bedienerprosesse', level: 3 }).waitFor();
    await page.getByText('Hierdie proses').waitFor();
    await screenshot(page, 'admin-system-af');
  });

  it.each(['admin@example.com', 'teacher@example.com'])('refuses %s the screen', async (email) => {
    const page = await signedInPage(email, '/admin/system');
    await page.waitForURL(/\/unauthorised/);
    expect(await page.getByRole('heading', { name: 'System', level: 2 }).count()).toBe(0);
  });
});
