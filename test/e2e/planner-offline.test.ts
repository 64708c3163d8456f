/**
 * Issue 15, point 2: the planner (/app/lessonplanning, 001 section 2) saves a lesson offline like the Lessons
 * screen does: the lesson shows in the teacher's Lessons list at once, stays there across a reload, and reaches
 * the server exactly once after the connection is back.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { browserPerFile, untilServiceWorkerControls, chooseOption, screenshot } from '../helpers/browser.ts';
import { answerNextStep } from './plannerSteps.ts';

const { signedInPage } = browserPerFile({ width: 1280, height: 900 }, { serviceWorkers: 'allow' });

async function addClass(teacher: Session, name: string, grade: string, subject: string): Promise<void> {
  const subjects = await gql<{ listSubjects: { items: { id: string }[] } }>(
    'query($grade: String!, $subject: String!) { listSubjects(filter: { grade: { eq: $grade }, subject: { eq: $subject } }) { items { id } } }',
    { grade, subject },
    { token: teacher.accessToken },
  );
  const response = await gql(
    'mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }',
    { input: { name, subjectID: subjects.data!.listSubjects.items[0].id, teacherprofileID: teacher.teacherProfileId } },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
}

async function lessonsOnServer(teacher: Session): Promise<{ id: string; name: string; type: string }[]> {
  const response = await gql<{ listTeacherSubjectTemplates: { items: { id: string; name: string; type: string }[] } }>(
    'query($id: ID!) { listTeacherSubjectTemplates(filter: { teacherprofileID: { eq: $id } }) { items { id name type } } }',
    { id: teacher.teacherProfileId },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.listTeacherSubjectTemplates.items;
}

/** Answers every field of every step (whatever its type) and stops on the last step, at 100%. */
async function answerEveryStep(page: Page): Promise<void> {
  for (let step = 1; await page.getByRole('button', { name: 'Next' }).isVisible(); step += 1)
    await answerNextStep(page, step);
  await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor();
}

describe('the planner offline', () => {
  it('saves a planned lesson offline, lists it across a reload, and sends it once on reconnect', async () => {
    const teacher = await newTeacher();
    await addClass(teacher, '4A', '4', 'Mathematics');
    const page = await signedInPage(teacher.user.email, '/app/lessonplanning');
    const context = page.context();
    await untilServiceWorkerControls(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/graphql')) {
        const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
        if (operation === 'CreatePlannedLesson') sent.push(request.headers()['idempotency-key'] ?? '');
      }
    });

    await chooseOption(page, page.getByLabel('Grade', { exact: true }), 'Grade 4');
    await chooseOption(page, page.getByLabel('Subject', { exact: true }), 'Mathematics');
    await chooseOption(page, page.getByLabel('Lesson template', { exact: true }), 'Mathematics Lesson Plan');
    await page.getByLabel('Name', { exact: true }).fill('Planned offline');
    await answerEveryStep(page);

    await context.setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Your template is saved').waitFor();
    await page.getByText('It is saved on this device').waitFor();
    await page.getByTestId('pending-changes').waitFor();
    await screenshot(page, 'planner-saved-offline');

    // The Lessons screen lists it, from the device.
    await page.getByRole('link', { name: 'Go to my new Template' }).click();
    await page.waitForURL(/\/app\/subjecttemplates\?/);
    const editor = page.getByRole('dialog');
    await expect.poll(() => editor.getByLabel('Name', { exact: true }).inputValue()).toBe('Planned offline');
    await editor.getByRole('button', { name: 'Close' }).first().click();
    await page.getByTestId('lessons-page').getByText('Planned offline').waitFor();

    // Still there after a reload (the app and its data come from the device).
    await page.reload();
    await page.getByTestId('lessons-page').getByText('Planned offline').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('pending-changes').innerText()).resolves.toContain('1 change');
    await screenshot(page, 'planner-lesson-listed-offline');
    expect(await lessonsOnServer(teacher)).toEqual([]);
    expect(sent).toEqual([]);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('pending-changes').waitFor({ state: 'detached', timeout: 30_000 });
    const onServer = await lessonsOnServer(teacher);
    expect(onServer.map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'Planned offline', type: 'Lesson' }]);
    expect(sent).toHaveLength(1);
    // The server's record replaced the one shown meanwhile: listed once.
    await expect.poll(() => page.getByTestId('lessons-page').getByText('Planned offline').count()).toBe(1);
  }, 180_000);
});
