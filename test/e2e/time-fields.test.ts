/**
 * Times as she types them (issue 26, point 3): a time field reads 07:30, 7:30, 0730, 7.30, 19:15, 19h15, 7:30 PM and
 * 7:30pm, after Enter, after Tab and when Save is clicked straight after typing, and shows the time on the screen's
 * clock (7:30 AM in English, 07:30 in Afrikaans); a text that is not a time stays as typed with a message saying how
 * to write one, and Save waits. The schedule dialog in English at 1366 px, with one typed time in the activity
 * dialog; the schedule dialog again in Afrikaans on a 375 px phone.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { browserPerFile, chooseOption, screenshot, southAfrica } from '../helpers/browser.ts';

const { signedInPageWith } = browserPerFile({ width: 1366, height: 900 }, { failureScreenshots: 'FAILED-time-fields' });

/** A signed-in page at `path`, in South African time (the activity's times are read in the teacher's zone). */
async function teacherPage(teacher: Session, path: string, viewport: { width: number; height: number }) {
  const page = await signedInPageWith(teacher.user.email, path, { viewport, ...southAfrica });
  await page.waitForURL((address) => address.pathname === path);
  return page;
}

async function speaksAfrikaans(teacher: Session): Promise<void> {
  const profile = await gql('{ me { teacherProfile { id _version } } }', {}, { token: teacher.accessToken });
  const { id, _version } = profile.data?.me.teacherProfile ?? {};
  const response = await gql(
    'mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { _version } }',
    { input: { id, _version, translateI18n: 'af' } },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
}

async function schedulesOf(teacher: Session): Promise<{ day: string; startTime: string; endTime: string }[]> {
  const response = await gql(
    'query($id: ID!) { listTeacherSchedules(filter: { teacherprofileID: { eq: $id } }) { items { day startTime endTime } } }',
    { id: teacher.teacherProfileId },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.listTeacherSchedules.items ?? [];
}

/** Types `text` into the field and leaves it with `key` (Enter stays in the field, Tab moves on). */
async function typeTime(field: Locator, text: string, key: 'Enter' | 'Tab'): Promise<void> {
  await field.fill(text);
  await field.press(key);
}

describe('time fields', () => {
  it('read every way of writing a time in English at 1366 px, in the schedule and the activity dialog', async () => {
    const teacher = await newTeacher();
    const page = await teacherPage(teacher, '/app/profile', { width: 1366, height: 900 });

    await page.getByRole('button', { name: 'New day' }).click();
    const dialog = page.getByRole('dialog', { name: 'New schedule day' });
    await chooseOption(page, dialog.getByLabel('Day', { exact: true }), 'Monday');
    const start = dialog.getByLabel('Start time', { exact: true });
    const end = dialog.getByLabel('End time', { exact: true });
    const save = dialog.getByRole('button', { name: 'Save' });

    const typed: [string, 'Enter' | 'Tab', string][] = [
      ['07:30', 'Enter', '7:30 AM'],
      ['7:30', 'Tab', '7:30 AM'],
      ['0730', 'Enter', '7:30 AM'],
      ['7.30', 'Tab', '7:30 AM'],
      ['19:15', 'Enter', '7:15 PM'],
      ['19h15', 'Tab', '7:15 PM'],
      ['7:30 PM', 'Enter', '7:30 PM'],
      ['7:30pm', 'Tab', '7:30 PM'],
    ];
    for (const [text, key, shown] of typed) {
      await typeTime(start, text, key);
      await expect.poll(() => start.inputValue(), { message: `${text} then ${key}` }).toBe(shown);
    }

    // Not a time: her text stays, a message says how to write one, and Save waits.
    await typeTime(start, 'half past seven', 'Tab');
    const message = dialog.getByText('Enter a time such as 07:30, 19:15 or 7:30 PM');
    await message.waitFor();
    await expect(start.inputValue()).resolves.toBe('half past seven');
    await expect(start.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(save.isDisabled()).resolves.toBe(true);

    // Typed and saved at once, without leaving the field.
    await typeTime(start, '0730', 'Tab');
    await message.waitFor({ state: 'detached' });
    await end.fill('14:30');
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Monday/ });
    await expect.poll(() => row.innerText()).toMatch(/7:30 AM[\s\S]*2:30 PM/);
    await expect
      .poll(() => schedulesOf(teacher))
      .toEqual([{ day: 'Monday', startTime: '07:30:00.000', endTime: '14:30:00.000' }]);

    // The activity dialog: a date from the calendar, a time typed the South African way.
    await page.goto(page.url().replace('/app/profile', '/app/calendar'));
    await page.getByTestId('planner-calendar').waitFor();
    await page.getByRole('button', { name: 'New activity' }).click();
    const activity = page.getByRole('dialog', { name: 'New activity' });
    await activity.getByLabel('Label', { exact: true }).fill('Typed times');
    // The dates are the dialog's own (the next free hour); only the times are typed.
    const startDate = await activity.getByLabel('Start', { exact: true }).inputValue();
    const endDate = await activity.getByLabel('End', { exact: true }).inputValue();
    const activityStart = activity.getByLabel('Start time', { exact: true });
    await typeTime(activityStart, '0930', 'Tab');
    await expect.poll(() => activityStart.inputValue()).toBe('9:30 AM');
    const activityEnd = activity.getByLabel('End time', { exact: true });
    await typeTime(activityEnd, '10h45', 'Enter');
    await expect.poll(() => activityEnd.inputValue()).toBe('10:45 AM');
    await activity.getByRole('button', { name: 'Save' }).click();
    await activity.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const response = await gql(
          'query($id: ID!) { listTeacherActivities(filter: { teacherprofileID: { eq: $id } }) { items { label startDateTime endDateTime } } }',
          { id: teacher.teacherProfileId },
          { token: teacher.accessToken },
        );
        return response.data?.listTeacherActivities.items;
      })
      .toEqual([
        { label: 'Typed times', startDateTime: `${startDate}T07:30:00.000Z`, endDateTime: `${endDate}T08:45:00.000Z` },
      ]);
  }, 90_000);

  it('read a time in Afrikaans on a 375 px phone and show it on the 24-hour clock', async () => {
    const teacher = await newTeacher();
    await speaksAfrikaans(teacher);
    const page = await teacherPage(teacher, '/app/profile', { width: 375, height: 800 });

    await page.getByRole('button', { name: 'Nuwe dag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuwe roosterdag' });
    await chooseOption(page, dialog.getByLabel('Dag', { exact: true }), 'Dinsdag');
    const start = dialog.getByLabel('Begintyd', { exact: true });
    const end = dialog.getByLabel('Eindtyd', { exact: true });
    await expect(start.getAttribute('placeholder')).resolves.toBe('bv. 07:30');

    await typeTime(start, '7:30', 'Enter');
    await expect.poll(() => start.inputValue()).toBe('07:30');
    await typeTime(end, '2:30 nm', 'Tab');
    await expect.poll(() => end.inputValue()).toBe('14:30');

    await typeTime(end, '14:3', 'Tab');
    const message = dialog.getByText("Tik 'n tyd soos 07:30, 19:15 of 7:30 nm");
    await message.waitFor();
    await expect(end.inputValue()).resolves.toBe('14:3');
    await expect(dialog.getByRole('button', { name: 'Stoor' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'time-fields-af-375');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);

    await typeTime(end, '1430', 'Enter');
    await message.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Stoor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Dinsdag/ });
    await expect.poll(() => row.innerText()).toMatch(/07:30[\s\S]*14:30/);
    await expect
      .poll(() => schedulesOf(teacher))
      .toEqual([{ day: 'Tuesday', startTime: '07:30:00.000', endTime: '14:30:00.000' }]);
  }, 90_000);
});
