/**
 * Issue 15, point 6: an Afrikaans teacher sees no English. A teacher whose profile keeps Afrikaans signs in once and
 * visits every screen of the teacher app, opens the main dialogs (schedule day, activity, lesson and assessment
 * editors with the memorandum, the printed paper) and the date and time pickers; every visible text, aria-label,
 * placeholder, title and alt is checked against the English of the locale files, of antd and of dayjs
 * (englishText.ts). The failure names each English text and the screen it was on.
 *
 * A new teacher rather than the demo one: her profile is set to Afrikaans, which the demo teacher's other tests
 * must not see.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, newTeacher, signIn, type Session } from '../helpers/api.ts';
import { launchBrowser, newContext, screenshot, signInThroughPage, url } from '../helpers/browser.ts';
import { englishIn, englishPatterns } from './englishText.ts';

const templateTitle = 'Grade 4 Mathematics Term 1 Test';
let browser: Browser;
let teacher: Session;
let assessmentId = '';

async function api<T>(query: string, variables: Record<string, unknown>, token = teacher.accessToken): Promise<T> {
  const response = await gql<T>(query, variables, { token });
  expect(response.errors).toBeUndefined();
  return response.data!;
}

/** Afrikaans on her profile, in Gauteng, with a schedule day, a class, an activity and an assessment of her own. */
async function afrikaansTeacher(): Promise<Session> {
  const session = await newTeacher();
  const me = await api<{ me: { teacherProfile: { id: string; _version: number } } }>(
    '{ me { teacherProfile { id _version } } }',
    {},
    session.accessToken,
  );
  const profile = me.me.teacherProfile;
  await api(
    'mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }',
    {
      input: {
        id: profile.id,
        _version: profile._version,
        title: 'Me',
        name: 'Annelie',
        surname: 'Botha',
        language: 'Afrikaans',
        province: 'Gauteng',
        translateI18n: 'af',
      },
    },
    session.accessToken,
  );
  const admin = await signIn('admin@example.com');
  const shared = await api<{ listAssessmentTemplates: { items: { title: string; subjectID: string }[] } }>(
    '{ listAssessmentTemplates(limit: 100) { items { title subjectID } } }',
    {},
    admin.accessToken,
  );
  const subjectID = shared.listAssessmentTemplates.items.find((item) => item.title === templateTitle)!.subjectID;
  const owner = { teacherprofileID: session.teacherProfileId };
  await api(
    'mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }',
    { input: { ...owner, name: '4A', subjectID } },
    session.accessToken,
  );
  await api(
    'mutation($input: CreateTeacherScheduleInput!) { createTeacherSchedule(input: $input) { id } }',
    { input: { ...owner, day: 'Monday', startTime: '07:30', endTime: '14:30', periods: 7, periodDuration: 45 } },
    session.accessToken,
  );
  const start = new Date();
  start.setHours(9, 0, 0, 0);
  await api(
    'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
    {
      input: {
        ...owner,
        label: 'Wiskunde 4A',
        color: '#1677ff',
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    },
    session.accessToken,
  );
  const assessment = await api<{ createTeacherAssessmentTemplate: { id: string } }>(
    'mutation($input: CreateTeacherAssessmentTemplateInput!) { createTeacherAssessmentTemplate(input: $input) { id } }',
    {
      input: {
        ...owner,
        subjectID,
        title: 'Wiskunde-toets',
        complexity: 'Simple',
        totalMinutes: 90,
        instructions: ['Beantwoord al die vrae.'],
        questions: [{ number: '1', title: 'Optelling', marks: 5, sectionNumber: 'A', sectionTitle: 'Getalle' }],
      },
    },
    session.accessToken,
  );
  assessmentId = assessment.createTeacherAssessmentTemplate.id;
  return session;
}

beforeAll(async () => {
  [browser, teacher] = await Promise.all([launchBrowser(), afrikaansTeacher()]);
});

afterAll(async () => {
  await browser?.close();
});

/** What the page shows a person: its visible text, and the aria-labels, placeholders, titles and alts of shown elements. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, ...document.body.innerText.split(/[\n\t]+/)];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (!element.checkVisibility()) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
        texts.push(element.getAttribute(attribute) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

describe('the teacher app in Afrikaans', () => {
  it('knows English from Afrikaans and from data', () => {
    const texts = ['Now', 'Nou', '7:30 AM', '07:30', 'Mo', 'Ma', 'Question 1', 'Vraag 1', 'Minute', templateTitle];
    expect(englishIn(texts, englishPatterns()).map((found) => found.split('" (')[0].slice(1))).toEqual([
      'Now',
      '7:30 AM',
      'Mo',
      'Question 1',
    ]);
  });

  it('shows no English on any screen, dialog or picker', async () => {
    const patterns = englishPatterns();
    const context = await newContext(browser, {
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Africa/Johannesburg',
      locale: 'en-ZA',
    });
    const page = await context.newPage();
    const found: string[] = [];
    /** Records the English on the page as it is now, under the screen's name. */
    const check = async (screen: string) => {
      for (const english of englishIn(await shownTexts(page), patterns)) found.push(`${screen}: ${english}`);
    };
    const visit = async (path: string, ready: Locator) => {
      await page.goto(url(path));
      await ready.waitFor();
      await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({ state: 'detached' });
      await check(path);
    };
    const main = page.locator('main');

    await signInThroughPage(page, teacher.user.email, 'Password1!', '/auth?redirect=%2Fapp');
    await page.waitForURL((address) => address.pathname === '/app');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('af');
    await check('/app');

    await visit('/app/profile', page.getByText('Maandag', { exact: true }).first());
    await page.getByRole('button', { name: 'Nuwe dag' }).click();
    const schedule = page.getByRole('dialog', { name: 'Nuwe roosterdag' });
    await schedule.getByLabel('Begintyd', { exact: true }).fill('7:3');
    await schedule.getByText("Tik 'n tyd soos 07:30, 19:15 of 7:30 nm").waitFor();
    await check('/app/profile, new schedule day with a time it cannot read');
    await schedule.getByRole('button', { name: 'Kanselleer' }).click();
    await schedule.waitFor({ state: 'detached' });

    await visit('/app/calendar', main.getByText('Wiskunde 4A').first());
    await page.getByLabel('Jaar', { exact: true }).click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-year-panel').waitFor();
    await check('/app/calendar, year picker');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Nuwe aktiwiteit' }).click();
    const activity = page.getByRole('dialog', { name: 'Nuwe aktiwiteit' });
    await activity.getByLabel('Begin', { exact: true }).click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-date-panel').waitFor();
    await check('/app/calendar, new activity with its date and time picker');
    await page.keyboard.press('Escape');
    await activity.getByRole('button', { name: 'Kanselleer' }).click();
    await activity.waitFor({ state: 'detached' });

    await visit('/app/lessonplanning', main);
    await visit('/app/lessons', main.getByText('Geen Lesse gevind nie'));
    await page.getByRole('button', { name: 'Nuwe Les' }).click();
    await page.getByRole('button', { name: 'Leë les' }).click();
    const lesson = page.getByRole('dialog', { name: 'Nuwe les' });
    await lesson.getByRole('button', { name: 'Stoor' }).waitFor();
    await check('/app/lessons, new lesson editor');
    await lesson.getByRole('button', { name: 'Kanselleer' }).click();

    await visit('/app/assessments', main.getByText('Wiskunde-toets'));
    await page.getByRole('button', { name: 'Nuwe Assessering' }).click();
    await page.getByRole('button', { name: 'Leë assessering' }).click();
    const assessment = page.getByRole('dialog', { name: 'Nuwe assessering' });
    await assessment.getByRole('button', { name: 'Stoor' }).waitFor();
    await check('/app/assessments, new assessment editor');
    await assessment.getByRole('tab', { name: 'Memorandum' }).click();
    await check('/app/assessments, new assessment editor, memorandum');
    await assessment.getByRole('button', { name: 'Kanselleer' }).click();

    await visit(`/app/print/assessment/${assessmentId}`, page.getByTestId('question-paper'));
    await visit(`/app/print/assessment/${assessmentId}?mode=memo`, page.getByTestId('memorandum-paper'));

    await visit('/app/subjecttemplates', main);
    await visit('/app/products', main.getByTestId('shop-card').first());
    await main.getByTestId('shop-card').first().click();
    await page.getByTestId('product-dialog').getByRole('heading').first().waitFor();
    await check('a product of the shop');
    await visit('/app/purchased-resources', main);
    await visit('/app/bought-products', main);
    await visit('/app/productorders', main);
    await visit('/app/communications', main);
    await visit('/app/support', main.getByRole('button').first());

    if (found.length > 0) await screenshot(page, 'afrikaans-screens-english-found');
    await context.close();
    expect(found, 'English text on an Afrikaans screen').toEqual([]);
  }, 180_000);
});
