/**
 * Issue 15, point 6, with the keyboard and on a phone: a dialog with only Close opens with the focus on Close, so
 * Enter closes it; Tab in a rich-text table goes to the next cell and what is typed next lands there; saving an
 * assessment from the Memorandum tab with an error on the Questions tab goes to that tab and that field; at 375 px
 * the week view shows every day header and event whole.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, newTeacher, signIn, type Session } from '../helpers/api.ts';
import { launchBrowser, newContext, screenshot, signInThroughPage } from '../helpers/browser.ts';

let browser: Browser;
const openPages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async (context) => {
  for (const [index, page] of openPages.entries()) {
    if (context.task.result?.state === 'fail')
      await screenshot(page, `FAILED-keyboard-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}-${index}`);
    await page.context().close();
  }
  openPages.splice(0);
});

/** A teacher signed in through the page at `path`, on a screen `width` px wide. */
async function teacherOn(teacher: Session, path: string, width = 1280): Promise<Page> {
  const context = await newContext(browser, {
    viewport: { width, height: 800 },
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-ZA',
  });
  const page = await context.newPage();
  openPages.push(page);
  await signInThroughPage(page, teacher.user.email, 'Password1!', `/auth?redirect=${encodeURIComponent(path)}`);
  await page.waitForURL((address) => address.pathname === path.split('?')[0]);
  return page;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

function nextMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

// Each test signs a new teacher in and walks a screen: on a shared 2-core machine that takes 20 to 50 s.
describe('dialogs with only Close', () => {
  it('open with the focus on Close, and Enter closes them', { timeout: 120_000 }, async () => {
    const page = await teacherOn(await newTeacher(), '/app/calendar');
    await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to your calendar' });
    const close = dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' });
    await close.waitFor();
    await expect.poll(() => isFocused(close)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.get('subscribe')).toBeNull();

    // Opened a second time (the dialog is not new on the page), Close has the focus again.
    await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
    await close.waitFor();
    await expect.poll(() => isFocused(close)).toBe(true);
  });
});

/**
 * Opens an antd click-triggered menu: a click on its button that the menu let pass while the editor's toolbar was
 * still settling on a loaded machine (the menu never opened) is made again, at most three times, as chooseOption
 * does for selects.
 */
async function openMenu(button: Locator, item: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await button.click();
    try {
      await item.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      // antd marks the button of an open menu: one that is opening is waited for, never clicked shut.
      if ((await button.getAttribute('class'))?.includes('ant-dropdown-open')) return item.waitFor();
      if (attempt === 3) throw error;
      console.warn(`openMenu: the menu did not open on click ${attempt}; clicking again`);
    }
  }
}

describe('rich-text tables', () => {
  it(
    'Tab and Shift+Tab move between cells, Tab in the last cell adds a row, and no keystroke is lost',
    { timeout: 120_000 },
    async () => {
      const page = await teacherOn(await newTeacher(), '/app/assessments');
      await page.getByTestId('assessments-page').waitFor();
      await page.getByRole('button', { name: 'New Assessment' }).click();
      await page.getByRole('button', { name: 'Blank assessment' }).click();
      await page.getByRole('button', { name: 'Add Question' }).click();
      const editor = page.getByTestId('question-card').first().getByTestId('rich-text-editor').first();
      await editor.locator('[data-slate-editor]').click();
      await openMenu(
        editor.getByRole('button', { name: 'Table' }),
        page.getByRole('menuitem', { name: 'Insert table' }),
      );
      await page.getByRole('menuitem', { name: 'Insert table' }).click();
      const rows = editor.locator('tr');
      await expect.poll(() => rows.count()).toBe(3);
      const texts = () =>
        rows.evaluateAll((found) =>
          found.map((row) =>
            Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').replace(/\uFEFF/g, '')),
          ),
        );

      // One character is typed, a key name pressed.
      const keys = async (...sequence: string[]) => {
        for (const key of sequence) await (key.length === 1 ? page.keyboard.type(key) : page.keyboard.press(key));
      };

      // The caret starts in the first body cell.
      await keys('A', 'Tab', 'B', 'Tab', 'C', 'Tab', 'D', 'Shift+Tab', '!');
      await expect.poll(texts).toEqual([
        ['', '', ''],
        ['A', 'B', 'C!'],
        ['D', '', ''],
      ]);

      // From the last cell Tab adds a row and goes on in its first cell.
      await keys('Tab', 'Tab', 'Tab', 'F', 'Tab', 'G');
      await expect.poll(texts).toEqual([
        ['', '', ''],
        ['A', 'B', 'C!'],
        ['D', '', 'F'],
        ['G', '', ''],
      ]);
      expect(await isFocused(editor.locator('[data-slate-editor]'))).toBe(true);
    },
  );
});

describe('assessment editor', () => {
  it(
    'saving from the Memorandum tab with an empty question number goes to the Questions tab and the field',
    { timeout: 120_000 },
    async () => {
      const teacher = await newTeacher();
      // The shared template is visible to a teacher with a class in its subject.
      const admin = await signIn('admin@example.com');
      const shared = await gql<{ listAssessmentTemplates: { items: { title: string; subjectID: string }[] } }>(
        '{ listAssessmentTemplates(limit: 100) { items { title subjectID } } }',
        {},
        { token: admin.accessToken },
      );
      const template = shared.data!.listAssessmentTemplates.items[0];
      const created = await gql(
        'mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }',
        { input: { name: '4A', subjectID: template.subjectID, teacherprofileID: teacher.teacherProfileId } },
        { token: teacher.accessToken },
      );
      expect(created.errors).toBeUndefined();

      const page = await teacherOn(teacher, '/app/assessments');
      await page.getByTestId('assessments-page').waitFor();
      await page.getByRole('button', { name: 'New Assessment' }).click();
      await page.getByRole('button', { name: 'From a shared assessment template' }).click();
      await page.getByTestId('template-picker').getByText(template.title).click();
      await page.getByRole('button', { name: 'Create' }).click();
      const card = page.getByTestId('question-card').first();
      const number = card.getByLabel('Number', { exact: true }).first();
      await number.fill('');

      await page.getByRole('tab', { name: 'Memorandum' }).click();
      await page.getByTestId('memo-editor').waitFor();
      await page.getByRole('button', { name: 'Save' }).click();

      const questionsTab = page.getByRole('tab', { name: 'Questions' });
      await expect.poll(() => questionsTab.getAttribute('aria-selected')).toBe('true');
      const item = card.locator('.ant-form-item-has-error', { has: page.getByLabel('Number', { exact: true }) });
      await expect
        .poll(() => item.first().locator('.ant-form-item-explain-error').innerText())
        .toBe('A Number is required');
      await expect.poll(() => isFocused(number)).toBe(true);
      await expect.poll(() => number.isVisible()).toBe(true);
    },
  );
});

/**
 * What of the element is hidden: its text running past its own box, or its box cut off by a scrolling or clipping
 * box around it (up to the page). Empty when it shows whole.
 */
function clippingOf(element: Element): string[] {
  const problems: string[] = [];
  if (element.scrollWidth > element.clientWidth + 1)
    problems.push(`text ${element.scrollWidth}>${element.clientWidth}`);
  const box = element.getBoundingClientRect();
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const frame = parent.getBoundingClientRect();
    const right = frame.left + parent.clientLeft + parent.clientWidth;
    const bottom = frame.top + parent.clientTop + parent.clientHeight;
    if (box.left < frame.left - 1 || box.right > right + 1 || box.top < frame.top - 1 || box.bottom > bottom + 1)
      problems.push(`cut by ${parent.className}`);
  }
  if (box.left < 0 || box.right > window.innerWidth) problems.push('outside the window');
  return problems;
}

describe('calendar on a phone', () => {
  it('at 375 px the week view shows each day header and each event whole', { timeout: 120_000 }, async () => {
    const teacher = await newTeacher();
    const monday = nextMonday();
    const created = await gql(
      'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
      {
        input: {
          label: 'Maths 4A',
          type: 'Lesson',
          color: '#1677ff',
          startDateTime: `${monday}T08:00:00+02:00`,
          endDateTime: `${monday}T09:00:00+02:00`,
          teacherprofileID: teacher.teacherProfileId,
        },
      },
      { token: teacher.accessToken },
    );
    expect(created.errors).toBeUndefined();

    const page = await teacherOn(teacher, `/app/calendar?view=week&date=${monday}`, 375);
    const calendar = page.getByTestId('planner-calendar');
    const event = calendar.locator('.rbc-time-content .rbc-event', { hasText: 'Maths 4A' });
    await event.waitFor();
    const headers = calendar.locator('.rbc-time-header-content .rbc-header');
    await expect.poll(() => headers.count()).toBe(7);
    for (const header of await headers.all()) {
      await header.scrollIntoViewIfNeeded();
      expect(await header.evaluate(clippingOf), await header.innerText()).toEqual([]);
    }
    await event.scrollIntoViewIfNeeded();
    for (const part of [event, event.locator('.rbc-event-label'), event.locator('.rbc-event-content')])
      expect(await part.evaluate(clippingOf), await part.innerText()).toEqual([]);
    // The top bar fits too: Sign out keeps its name for screen readers but shows its icon only.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    const box = await signOut.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'calendar-week-375');
  });
});
