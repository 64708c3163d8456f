/**
 * Offline a teacher can trust (issue 15 point 1; 000 section 3, 001 section 7): whatever screen she opened online,
 * everything she may use offline is on the device. A fresh device signs in straight to the planner, goes offline,
 * reloads, and finds every list filled: the planner's grades, subjects and templates, her profile's school and
 * classes with grade and subject, her lessons, assessments and calendar.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grade4MathsTeacher } from '../api/planning-fixtures.ts';
import { gql, uuid, type Session } from '../helpers/api.ts';
import { browserPerFile, untilServiceWorkerControls, chooseOption, screenshot } from '../helpers/browser.ts';

const { signedInPage } = browserPerFile({ width: 1280, height: 900 }, { serviceWorkers: 'allow' });

async function ok<T>(response: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> {
  const { data, errors } = await response;
  expect(errors).toBeUndefined();
  if (!data) throw new Error('no data');
  return data;
}

/** A teacher in the Western Cape at Table Mountain Primary, teaching Grade 4 Mathematics, with a lesson, an assessment and an activity. */
async function plannedTeacher(): Promise<{ teacher: Session; activity: string; lesson: string; assessment: string }> {
  const lesson = `Fractions ${uuid().slice(0, 6)}`;
  const assessment = `Term test ${uuid().slice(0, 6)}`;
  const { teacher } = await grade4MathsTeacher({ lesson, assessment });
  const activity = `Maths 4A ${uuid().slice(0, 6)}`;
  const start = new Date();
  start.setUTCHours(8, 0, 0, 0);
  await ok(
    gql(
      'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
      {
        input: {
          label: activity,
          type: 'Lesson',
          color: '#1677ff',
          startDateTime: start.toISOString(),
          endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
          teacherprofileID: teacher.teacherProfileId,
        },
      },
      { token: teacher.accessToken },
    ),
  );
  return { teacher, activity, lesson, assessment };
}

async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.getByTestId('offline-snackbar').waitFor();
}

describe('a fresh device that opened only the planner online', () => {
  it('plans offline after a reload with every list filled', async () => {
    const { teacher, activity, lesson, assessment } = await plannedTeacher();
    const page = await signedInPage(teacher.user.email, '/app/lessonplanning');
    await page.waitForURL(/\/app\/lessonplanning/);
    await page.getByLabel('Grade').waitFor();
    // The app itself kept for offline use (the service worker), and the app's requests settled: the sync runs
    // whatever the screen.
    await untilServiceWorkerControls(page);
    await page.waitForLoadState('networkidle');

    await goOffline(page);
    await page.reload();
    await page.getByLabel('Grade').waitFor();

    // The planner: grade, subject and shared template to choose from.
    await chooseOption(page, page.getByLabel('Grade', { exact: true }), 'Grade 4');
    await chooseOption(page, page.getByLabel('Subject', { exact: true }), 'Mathematics');
    await chooseOption(page, page.getByLabel('Lesson template', { exact: true }), 'Mathematics Lesson Plan');
    await page.getByLabel('Name', { exact: true }).fill('Planned offline');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 3 }).waitFor();
    await screenshot(page, 'offline-sync-planner');

    // The profile: her school by name, her class with grade and subject.
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByText('Table Mountain Primary School').waitFor();
    const classRow = page.getByRole('row', { name: /4A/ });
    await classRow.getByText('Mathematics').waitFor();
    await expect.poll(() => classRow.innerText()).toMatch(/4/);
    await screenshot(page, 'offline-sync-profile');

    // Her lessons and assessments, and her calendar.
    await page.getByRole('link', { name: 'Lessons' }).click();
    await page.getByText(lesson).waitFor();
    await page.getByRole('link', { name: 'Assessments' }).click();
    await page.getByText(assessment).waitFor();
    await page.getByRole('link', { name: 'Calendar' }).click();
    await page.getByTestId('planner-calendar').getByText(activity).waitFor();
    await screenshot(page, 'offline-sync-calendar');
  }, 120_000);
});
