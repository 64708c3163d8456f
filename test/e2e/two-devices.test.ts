/**
 * Issue 26, point 2: two devices, one teacher. She edits one lesson on her laptop (1366 px, online) and on her
 * phone (375 px, offline). Back online, changes to different fields are merged without asking, and she is told
 * what was merged (English); the same field changed on both is asked about in a dialog that names "your other
 * device" (Afrikaans), stays on top of the single-session warning, which waits until she has chosen.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { browserPerFile, screenshot } from '../helpers/browser.ts';
import { fitsViewport } from './conflictSteps.ts';

const { signedInPage } = browserPerFile({ width: 1366, height: 900 }, { serviceWorkers: 'allow' });

async function createLesson(teacher: Session, name: string): Promise<string> {
  const subjects = await gql(
    '{ listSubjects(filter: { grade: { eq: "4" }, subject: { eq: "Mathematics" } }) { items { id } } }',
    {},
    { token: teacher.accessToken },
  );
  const response = await gql(
    'mutation($input: CreateTeacherSubjectTemplateInput!) { createTeacherSubjectTemplate(input: $input) { id } }',
    {
      input: {
        name,
        subjectID: subjects.data?.listSubjects.items[0].id,
        teacherprofileID: teacher.teacherProfileId,
        complexity: 'Simple',
        minutes: 60,
        template: [{ name: 'Introduction', fields: [{ type: 'Text', label: 'Topic', value: 'Halves' }] }],
      },
    },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.createTeacherSubjectTemplate.id;
}

async function lessonOnServer(teacher: Session, id: string): Promise<{ name: string; minutes: number }> {
  const response = await gql(
    'query($id: ID!) { getTeacherSubjectTemplate(id: $id) { name minutes } }',
    { id },
    { token: teacher.accessToken },
  );
  return response.data?.getTeacherSubjectTemplate;
}

interface Words {
  edit: string;
  name: string;
  minutes: string;
  save: string;
}
const english: Words = { edit: 'Edit', name: 'Name', minutes: 'Minutes', save: 'Save' };
const afrikaans: Words = { edit: 'Wysig', name: 'Naam', minutes: 'Minute', save: 'Stoor' };

/** Opens the lesson's editor from the list, changes one detail and saves. */
async function editLesson(page: Page, words: Words, lesson: string, field: 'name' | 'minutes', value: string) {
  await page.getByRole('button', { name: `${words.edit} ${lesson}` }).click();
  const details = page.getByTestId('lesson-details');
  await details.getByLabel(words[field], { exact: true }).fill(value);
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await details.waitFor({ state: 'detached' });
}

async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.getByTestId('offline-snackbar').waitFor();
}

async function goOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** The element at the centre of the locator's box is the locator's own (nothing covers it). */
function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

describe('two devices, one teacher', () => {
  it('merges different fields without asking, asks about the same field naming her other device, before the session warning', async () => {
    const teacher = await newTeacher();
    const lessonId = await createLesson(teacher, 'Fractions lesson');

    // Her phone, signed in first; it goes offline.
    const phone = await signedInPage(teacher.user.email, '/app/lessons');
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.getByRole('button', { name: 'Edit Fractions lesson' }).waitFor();
    await goOffline(phone);

    // Her laptop: signing in makes it the session the phone will hear of once it is back.
    const laptop = await signedInPage(teacher.user.email, '/app/lessons');
    await laptop.getByRole('button', { name: 'Edit Fractions lesson' }).waitFor();

    // (a) The phone renames the lesson offline; the laptop changes its minutes.
    await editLesson(phone, english, 'Fractions lesson', 'name', 'Fractions (phone)');
    await editLesson(laptop, english, 'Fractions lesson', 'minutes', '45');
    await expect.poll(() => lessonOnServer(teacher, lessonId)).toEqual({ name: 'Fractions lesson', minutes: 45 });

    await goOnline(phone);
    const note = phone.getByTestId('merged-note');
    await note.waitFor({ timeout: 30_000 });
    const noteText = await note.innerText();
    expect(noteText).toContain('Merged with your other device');
    expect(noteText).toContain('Your change kept: Name.');
    // (The laptop's editor also wrote the lesson's default headings, which the lesson made through the API lacked.)
    expect(noteText).toMatch(/Kept from your other device: Minutes\b/);
    await expect.poll(() => lessonOnServer(teacher, lessonId)).toEqual({ name: 'Fractions (phone)', minutes: 45 });
    expect(await phone.getByTestId('conflict-dialog').count()).toBe(0);
    // The note leaves the header free: the menu, the language and the profile stay within reach.
    const [noteBox, headerBox] = await Promise.all([note.boundingBox(), phone.locator('header').first().boundingBox()]);
    expect(noteBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    await screenshot(phone, 'two-devices-merged-375');
    // She has read it and closes it (else it stays its 15 seconds over the foot of the list).
    await note.getByRole('button', { name: 'Close' }).click();
    await note.waitFor({ state: 'detached' });

    // Her change is in: only now does the phone say the app is open elsewhere. She uses it here, in Afrikaans.
    const phoneWarning = phone.getByRole('dialog', { name: 'Open in another window' });
    await phoneWarning.waitFor({ timeout: 30_000 });
    await phoneWarning.getByRole('button', { name: 'Use Here' }).click();
    await phoneWarning.waitFor({ state: 'hidden' });
    await phone.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await phone.getByRole('button', { name: 'Wysig Fractions (phone)' }).waitFor();
    await goOffline(phone);

    // The laptop hears the phone took over and takes the session back.
    const laptopWarning = laptop.getByRole('dialog', { name: /Open in another window|Oop in 'n ander venster/ });
    await laptopWarning.waitFor({ timeout: 30_000 });
    await laptopWarning.getByRole('button', { name: /Use Here|Gebruik hier/ }).click();
    await laptopWarning.waitFor({ state: 'hidden' });

    // (b) Both rename the lesson.
    await editLesson(phone, afrikaans, 'Fractions (phone)', 'name', 'Breuke (foon)');
    // The change waiting on the phone is counted in its header (the longer Afrikaans words too), which still fits
    // the screen: no sideways scroll.
    await phone.getByTestId('pending-changes').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const laptopWords = (await laptop.getByRole('button', { name: 'Wysig Fractions (phone)' }).count())
      ? afrikaans
      : english;
    await editLesson(laptop, laptopWords, 'Fractions (phone)', 'name', 'Fractions (laptop)');
    await expect.poll(() => lessonOnServer(teacher, lessonId)).toEqual({ name: 'Fractions (laptop)', minutes: 45 });

    await goOnline(phone);
    const dialog = phone.getByRole('dialog', { name: 'Jou ander toestel het dit verander' });
    await dialog.waitFor({ timeout: 30_000 });
    // Only the field changed on both sides, her phone's value next to her other device's.
    const fields = dialog.getByTestId('conflict-field');
    expect(await fields.locator('.conflict-field-label').allInnerTexts()).toEqual(['Naam']);
    expect(await dialog.getByTestId('conflict-mine').innerText()).toContain('Breuke (foon)');
    const theirs = await dialog.getByTestId('conflict-server').innerText();
    expect(theirs).toContain('Jou ander toestel');
    expect(theirs).toContain('Fractions (laptop)');
    expect(await dialog.innerText()).not.toContain('Iemand anders');
    // The session warning neither hides nor blocks it: it is not shown, and the choice is on top.
    expect(await phone.getByTestId('session-warning').locator('.ant-modal').count()).toBe(0);
    // Nor does any note lie over it (a merged change is told after her choice).
    const keepMine = dialog.getByRole('button', { name: 'Hou myne' });
    await expect.poll(() => onTop(keepMine)).toBe(true);
    await expect.poll(() => onTop(dialog.locator('.ant-modal-title'))).toBe(true);
    expect(await fitsViewport(dialog), 'the dialog fits 375 px').toEqual({ inside: true, overflowing: [] });
    await screenshot(phone, 'two-devices-conflict-af-375');
    await keepMine.click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => lessonOnServer(teacher, lessonId)).toEqual({ name: 'Breuke (foon)', minutes: 45 });

    // Then, and only then, the session warning.
    await phone.getByRole('dialog', { name: "Oop in 'n ander venster" }).waitFor({ timeout: 30_000 });
  }, 150_000);
});
