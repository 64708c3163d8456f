/**
 * Announcements as the admin sends them and a teacher reads them (issue 12 point 1; 002 sections 2, 5, 6; 001
 * sections 2 to 4): made in the admin's dialog with the teacher picker, the banner of a teacher signed in in another
 * browser appears and changes without a reload, Read takes it away for good, and both screens in English and
 * Afrikaans at 1366 and 375 px wide.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, signIn, uuid, type Session } from '../helpers/api.ts';
import { browserPerFile, chooseOption, screenshot } from '../helpers/browser.ts';
import { createdTeacher } from './teacher-accounts.ts';

const { signedInPage, adminPage } = browserPerFile({ width: 1366, height: 900 });

/** Announcements other tests sent to ALL are read first, so that hers is the one the banner shows. */
async function readEverything(teacher: Session): Promise<void> {
  const unread = await gql<{ listAnnouncements: { items: { id: string }[] } }>(
    '{ listAnnouncements(limit: 1000) { items { id } } }',
    {},
    { token: teacher.accessToken },
  );
  for (const { id } of unread.data?.listAnnouncements.items ?? [])
    await gql('mutation($id: ID!) { markAnnouncementRead(id: $id) { id } }', { id }, { token: teacher.accessToken });
}

async function sendAnnouncement(admin: Session, input: Record<string, unknown>) {
  const response = await gql<{ createAnnouncement: { id: string; _version: number } }>(
    'mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { id _version } }',
    { input },
    { token: admin.accessToken },
  );
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('not created');
  return response.data.createAnnouncement;
}

/** Her app, once it has asked the server for her unread announcements. */
async function teacherApp(teacher: Session): Promise<Page> {
  const page = await signedInPage(teacher.user.email, '/app/profile');
  await page.waitForURL(/\/app\/profile/);
  await page.getByTestId('language-switch').waitFor();
  return page;
}

const noHorizontalOverflow = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

describe('announcements', () => {
  it('reach an open teacher banner live from the admin screen; Read takes one away for good', async () => {
    const admin = await signIn('admin@example.com');
    const teacher = await createdTeacher(admin);
    await readEverything(teacher);
    const title = `Term planners ${uuid().slice(0, 8)}`;
    const teacherPage = await teacherApp(teacher);
    const banner = teacherPage.getByTestId('announcement-banner');

    const page = await adminPage('/admin/announcements');
    await page.getByRole('heading', { name: 'Announcements' }).waitFor();
    await page.getByRole('button', { name: 'New Announcement' }).click();
    await page.waitForURL(/announcement=new/);
    const dialog = page.getByRole('dialog', { name: 'New Announcement' });
    const titleField = dialog.getByLabel('Title');
    await titleField.fill('x');
    await titleField.fill('');
    await dialog.getByText('Title is required').waitFor();
    await titleField.fill(`  ${title}  `);
    // A new announcement goes to ALL; choosing a teacher clears ALL.
    const sendTo = dialog.getByLabel('Send To');
    await dialog.locator('.ant-select-selection-item', { hasText: 'ALL' }).waitFor();
    await sendTo.pressSequentially(teacher.label);
    await chooseOption(page, sendTo, teacher.user.email);
    await dialog.locator('.ant-select-selection-item', { hasText: teacher.label }).waitFor();
    await dialog.locator('.ant-select-selection-item', { hasText: 'ALL' }).waitFor({ state: 'detached' });
    await dialog.getByLabel('Message').fill('Download the planner at https://example.com/planner or see /app/profile');
    const preview = dialog.getByTestId('announcement-preview');
    await expect
      .poll(() => preview.getByRole('link', { name: 'https://example.com/planner' }).getAttribute('target'))
      .toBe('_blank');
    expect(await preview.getByRole('link', { name: '/app/profile' }).getAttribute('target')).toBeNull();
    await dialog.getByText('New Announcement', { exact: true }).click();
    await screenshot(page, 'admin-announcement-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The teacher's banner shows it without a reload, its addresses as links.
    await banner.getByText(title).waitFor();
    expect(await banner.getByRole('link', { name: 'https://example.com/planner' }).getAttribute('target')).toBe(
      '_blank',
    );
    await screenshot(teacherPage, 'teacher-announcement-banner');

    // The admin's edit reaches the banner live.
    await page.getByLabel('Search titles').fill(title);
    await page.getByLabel('Search titles').press('Enter');
    await page.waitForURL(/q=/);
    await page.getByRole('button', { name: `Edit announcement ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Announcement' });
    await edit.getByText('Nobody has read it yet.').waitFor();
    await edit.getByLabel('Title').fill(`${title} (moved to Friday)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await banner.getByText(`${title} (moved to Friday)`).waitFor();

    // Read: gone, and still gone after a reload.
    await banner.getByRole('button', { name: 'Read' }).click();
    await banner.getByText(title, { exact: false }).waitFor({ state: 'detached' });
    await teacherPage.reload();
    // The banner shows the oldest unread announcement: a newer one showing means the one she read did not come back.
    const later = `Next week ${uuid().slice(0, 8)}`;
    await sendAnnouncement(admin, { title: later, sendTo: [teacher.teacherProfileId] });
    await banner.getByText(later).waitFor();
    expect(await teacherPage.getByText(title, { exact: false }).count()).toBe(0);

    // The admin sees who read it.
    await page.getByRole('button', { name: `Edit announcement ${title} (moved to Friday)` }).click();
    const reread = page.getByRole('dialog', { name: 'Edit Announcement' });
    // Read By names her, read-only.
    await reread.locator('.ant-select-disabled', { hasText: teacher.label }).waitFor();
  });

  it('takes an announcement off the banner live when it is deleted or no longer sent to her', async () => {
    const admin = await signIn('admin@example.com');
    const [teacher, other] = await Promise.all([createdTeacher(admin), createdTeacher(admin)]);
    await readEverything(teacher);
    const title = `Staff meeting ${uuid().slice(0, 8)}`;
    const sent = await sendAnnouncement(admin, { title, message: 'In the hall.', sendTo: [teacher.teacherProfileId] });
    const teacherPage = await teacherApp(teacher);
    const banner = teacherPage.getByTestId('announcement-banner');
    await banner.getByText(title).waitFor();
    const moved = await gql(
      'mutation($input: UpdateAnnouncementInput!) { updateAnnouncement(input: $input) { id } }',
      { input: { id: sent.id, _version: sent._version, sendTo: [other.teacherProfileId] } },
      { token: admin.accessToken },
    );
    expect(moved.errors).toBeUndefined();
    await teacherPage.getByText(title).waitFor({ state: 'detached' });

    const second = `Sports day ${uuid().slice(0, 8)}`;
    await sendAnnouncement(admin, { title: second, sendTo: ['ALL'] });
    await banner.getByText(second).waitFor();
    const page = await adminPage(`/admin/announcements?q=${encodeURIComponent(second)}`);
    await page.getByRole('button', { name: `Delete announcement ${second}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('cell', { name: second, exact: true }).waitFor({ state: 'detached' });
    await teacherPage.getByText(second).waitFor({ state: 'detached' });
  });

  for (const width of [1366, 375]) {
    it(`shows the admin screen and the banner in English and Afrikaans at ${width} px`, async () => {
      const admin = await signIn('admin@example.com');
      const teacher = await createdTeacher(admin);
      await readEverything(teacher);
      const title = `Welcome back ${uuid().slice(0, 8)}`;
      const sent = await sendAnnouncement(admin, {
        title,
        message: 'Term 3 starts on Monday. Read the notes at https://example.com/term-3-notes-for-all-teachers',
        sendTo: [teacher.teacherProfileId],
      });

      const page = await adminPage(`/admin/announcements?announcement=${sent.id}`);
      await page.setViewportSize({ width, height: 900 });
      const dialog = page.getByRole('dialog', { name: 'Edit Announcement' });
      await dialog.getByLabel('Title').waitFor();
      await screenshot(page, `admin-announcements-dialog-en-${width}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { name: 'Announcements' }).waitFor();
      await noHorizontalOverflow(page);
      await screenshot(page, `admin-announcements-en-${width}`);
      await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
      await page.getByRole('heading', { name: 'Aankondigings', level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Nuwe aankondiging' }).click();
      const nuwe = page.getByRole('dialog', { name: 'Nuwe aankondiging' });
      await nuwe.getByLabel('Titel').fill('x');
      await nuwe.getByLabel('Titel').fill('');
      await nuwe.getByText('Titel is verpligtend').waitFor();
      await nuwe.locator('.ant-select-selection-item', { hasText: 'ALMAL' }).waitFor();
      await nuwe.getByLabel('Stuur aan').waitFor();
      await screenshot(page, `admin-announcements-dialog-af-${width}`);
      await page.getByRole('button', { name: 'Kanselleer' }).click();
      await noHorizontalOverflow(page);

      const teacherPage = await teacherApp(teacher);
      await teacherPage.setViewportSize({ width, height: 900 });
      const banner = teacherPage.getByTestId('announcement-banner');
      await banner.getByText(title).waitFor();
      await banner.getByRole('button', { name: 'Read' }).waitFor();
      await noHorizontalOverflow(teacherPage);
      await screenshot(teacherPage, `teacher-announcement-en-${width}`);
      await teacherPage.getByTestId('language-switch').getByText('AF', { exact: true }).click();
      await banner.getByRole('button', { name: 'Gelees' }).waitFor();
      await noHorizontalOverflow(teacherPage);
      await screenshot(teacherPage, `teacher-announcement-af-${width}`);
    });
  }
});
