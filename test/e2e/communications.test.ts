/**
 * Communications in the browser (issue 12 points 2 and 3; 002 sections 2, 4; 001 sections 2, 6): an admin makes one
 * (New saves the placeholder and opens it; subject, channel, body, Show; Send), a signed-in teacher sees its card
 * appear without a reload and still reads it after an offline reload; both screens in English and Afrikaans at
 * 1366 and 375 px, with nothing wider than the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, signIn, uuid } from '../helpers/api.ts';
import {
  browserPerFile,
  chooseOption,
  screenshot,
  untilServiceWorkerControls,
  withServiceWorker,
} from '../helpers/browser.ts';
import { pngOf, uploadAsAdmin } from '../api/catalogue-fixtures.ts';

const wide = { width: 1366, height: 900 };
const narrow = { width: 375, height: 800 };
const { signedInPage, signedInPageWith, adminPage } = browserPerFile(wide);

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

async function noHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

/** A published communication to everyone, made through the API. */
async function published(subject: string, extra: Record<string, unknown> = {}): Promise<string> {
  const admin = await signIn('admin@example.com');
  const response = await gql(
    `mutation($input: CreateCommunicationInput!) { createCommunication(input: $input) { id } }`,
    {
      input: {
        subject,
        body: paragraph('Remember the staff meeting on Friday.'),
        sendTo: ['General'],
        show: ['SUBJECT', 'BODY', 'VIDEO'],
        video: 'dQw4w9WgXcQ',
        publishDate: new Date(Date.now() - 60_000).toISOString(),
        ...extra,
      },
    },
    { token: admin.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.createCommunication.id as string;
}

/** The page's persisted Apollo cache (IndexedDB, web/src/core/apollo/persist.ts) holds this text. */
function persistedCacheHas(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('classroom-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('apollo').objectStore('apollo').get('classroom-apollo-cache');
          request.onerror = () => {
            db.close();
            resolve(false);
          };
          request.onsuccess = () => {
            db.close();
            resolve(typeof request.result === 'string' && request.result.includes(wanted));
          };
        };
      }),
    text,
  );
}

describe('communications', () => {
  it('an admin sends one in the browser; a signed-in teacher sees the card appear, also after an offline reload', async () => {
    const teacher = await newTeacher();
    const subject = `Sports day ${uuid().slice(0, 8)}`;
    const teacherPage = await signedInPageWith(teacher.user.email, '/app/communications', withServiceWorker);
    await teacherPage.getByRole('heading', { name: 'Communications', level: 2 }).waitFor();
    await teacherPage.getByTestId('communication-card').first().waitFor();

    const page = await adminPage('/admin/communications');
    await page.getByRole('heading', { name: 'Communications', level: 2 }).waitFor();
    // The screen's New button: rows left by other tests may be placeholders whose actions are named 'New Communication'.
    await page.getByTestId('record-new').click();
    // New saves the placeholder and opens it for editing.
    const dialog = page.getByRole('dialog', { name: 'Edit Communication' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('New Communication');
    await expect.poll(() => new URL(page.url()).searchParams.get('communication')).toMatch(/^[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Add images' }).waitFor();

    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await chooseOption(page, dialog.getByLabel('Send To'), 'Grade 4');
    // Choosing ALL clears the other channels.
    await chooseOption(page, dialog.getByLabel('Send To'), 'ALL');
    await expect
      .poll(async () => {
        const texts = await dialog.locator('.ant-select-selection-item, .ant-select-content-item').allInnerTexts();
        return [...new Set(texts.filter(Boolean))];
      })
      .toEqual(['ALL']);
    await page.keyboard.press('Escape');
    const body = dialog.getByRole('textbox', { name: 'Body' });
    await body.click();
    await body.pressSequentially('Bring your hat and water bottle.');
    // Show offers only the parts that have content.
    await dialog.getByRole('checkbox', { name: 'Body' }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Video' }).count()).toBe(0);
    await dialog.getByRole('checkbox', { name: 'Subject' }).check();
    await dialog.getByRole('checkbox', { name: 'Body' }).check();
    await screenshot(page, 'admin-communication-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: subject, exact: true }).waitFor();

    // The teacher's grid shows it without a reload.
    const card = teacherPage.getByRole('article', { name: subject });
    await card.waitFor();
    await card.getByText('Bring your hat and water bottle.').waitFor();
    await screenshot(teacherPage, 'teacher-communications');

    // The cache is saved to IndexedDB a moment after it changes: reload once the card is saved there.
    await expect.poll(() => persistedCacheHas(teacherPage, subject)).toBe(true);
    // The reload offline is answered by the service worker, registered once the page has loaded and is idle: on a
    // loaded machine that can be after the card arrived.
    await untilServiceWorkerControls(teacherPage);
    await teacherPage.context().setOffline(true);
    await teacherPage.getByTestId('offline-snackbar').waitFor();
    await teacherPage.reload();
    await teacherPage.getByRole('article', { name: subject }).waitFor({ timeout: 15_000 });
    await teacherPage.context().setOffline(false);
  });

  it('the admin screen filters by the channel in the address and reads in Afrikaans at 1366 and 375 px', async () => {
    const subject = `Channel news ${uuid().slice(0, 8)}`;
    const id = await published(subject);
    const page = await adminPage('/admin/communications/General');
    await page.getByRole('cell', { name: subject, exact: true }).waitFor();
    await page.goto(page.url().replace('/General', '/7'));
    await page.getByRole('heading', { name: 'Communications', level: 2 }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: subject, exact: true }).count()).toBe(0);

    await page.goto(page.url().replace('/7', `/General?communication=${id}`));
    const dialog = page.getByRole('dialog', { name: 'Edit Communication' });
    await dialog.getByTitle('Video').or(dialog.locator('iframe')).first().waitFor();
    await screenshot(page, 'admin-communication-dialog-video');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await page.getByRole('heading', { name: 'Kommunikasie', level: 2 }).waitFor();
    await page.getByRole('button', { name: `Wysig ${subject}` }).click();
    const afDialog = page.getByRole('dialog', { name: 'Wysig kommunikasie' });
    await afDialog.getByRole('button', { name: 'Stuur' }).waitFor();
    await screenshot(page, 'admin-communication-dialog-af');
    await afDialog.getByRole('button', { name: 'Kanselleer' }).click();
    await afDialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'admin-communications-af-1366');

    await page.setViewportSize(narrow);
    await page.getByRole('cell', { name: subject, exact: true }).waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, 'admin-communications-af-375');
    await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Communications', level: 2 }).waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, 'admin-communications-en-375');
    await page.getByRole('button', { name: `Edit ${subject}` }).click();
    await page.getByRole('dialog', { name: 'Edit Communication' }).waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, 'admin-communication-dialog-375');
  });

  it('the teacher grid reads in Afrikaans and fits 375 px', async () => {
    const teacher = await newTeacher();
    const subject = `Grid ${uuid().slice(0, 8)}`;
    await published(subject);
    // One with two images in a carousel, and the body left out of Show.
    const pictures = `Pictures ${uuid().slice(0, 8)}`;
    const id = await published(pictures, { show: ['SUBJECT'] });
    const folder = `Communications/${id}/Images`;
    const images = [
      await uploadAsAdmin(folder, 'field.png', await pngOf(320, 200)),
      await uploadAsAdmin(folder, 'hall.png', await pngOf(200, 320)),
    ];
    const admin = await signIn('admin@example.com');
    const withImages = await gql(
      `mutation($input: UpdateCommunicationInput!) { updateCommunication(input: $input) { id } }`,
      { input: { id, _version: 1, images, show: ['SUBJECT', 'IMAGES'] } },
      { token: admin.accessToken },
    );
    expect(withImages.errors).toBeUndefined();
    const page = await signedInPage(teacher.user.email, '/app/communications');
    await page.getByRole('article', { name: subject }).waitFor();
    await page.getByRole('article', { name: subject }).locator('iframe').waitFor();
    const carousel = page.getByRole('article', { name: pictures });
    await carousel.waitFor();
    await screenshot(page, 'teacher-communications-carousel');
    await expect
      // The server stores images as JPEG; the carousel repeats the slides at its ends.
      .poll(() => carousel.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
      .toEqual(expect.arrayContaining(['field.jpg', 'hall.jpg']));
    expect(await carousel.getByText('Remember the staff meeting on Friday.').count()).toBe(0);
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await page.getByRole('heading', { name: 'Kommunikasie', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Verfris kommunikasie' }).click();
    await page.getByRole('article', { name: pictures }).waitFor();
    await screenshot(page, 'teacher-communications-af-1366');
    await page.setViewportSize(narrow);
    await page.getByRole('article', { name: subject }).waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, 'teacher-communications-af-375');
    await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Communications', level: 2 }).waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, 'teacher-communications-en-375');
  });
});
