/**
 * Every route of the route maps (000, 001 and 002 section 2), opened by the role it is for, with real ids: none
 * shows a placeholder, an error, the not-found page or a redirect away, none throws in the page, and none asks for a
 * text that is not loaded (each screen's chunk brings its namespaces: web/i18nNamespaces.ts).
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, signIn, type Session } from '../helpers/api.ts';
import { browserPerFile, signInThroughPage, url } from '../helpers/browser.ts';
import { assessmentInput, lessonInput, newSubject, ok } from '../api/templates-fixtures.ts';
import { created, item, teacherAndProducts } from '../api/sales-helpers.ts';

const { filePage } = browserPerFile({ width: 1366, height: 900 });

const legalPages = [
  'terms-conditions',
  'terms-of-use',
  'cookie-policy',
  'privacy-policy',
  'modern-slavery-statement',
  'quality-statement',
  'weee-regulations',
];

/** What no route may show once it has settled: the old placeholder, the error page or the not-found page. */
const forbiddenTexts = [
  'This screen is on its way.',
  'Hierdie skerm is op pad.',
  'Page Not Found',
  'Something went wrong',
];

/** What is wrong with the screen at `path` once it has settled (nothing, for a good screen). */
async function problemsAt(page: Page, path: string, { errorsAllowed = false } = {}): Promise<string[]> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`threw ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.text().startsWith('Missing text')) problems.push(message.text());
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  const response = await page.goto(url(path));
  if (response?.status() !== 200) problems.push(`answered HTTP ${response?.status() ?? 'nothing'}`);
  await page.waitForLoadState('networkidle');
  // Lazy screens show a spinner until their chunk and first answer arrive.
  await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
  const where = new URL(page.url()).pathname;
  if (where !== decodeURI(path.split('?')[0])) problems.push(`went to ${where}`);
  const text = await page.locator('body').innerText();
  for (const forbidden of forbiddenTexts) if (text.includes(forbidden)) problems.push(`shows '${forbidden}'`);
  if ((await page.locator('.route-error').count()) > 0) problems.push('shows the error page');
  if (!errorsAllowed && (await page.locator('.ant-result-error, .ant-alert-error').count()) > 0)
    problems.push('shows an error');
  page.off('pageerror', onError);
  page.off('console', onConsole);
  return problems.map((problem) => `${path}: ${problem}`);
}

/** The path with its `:name` parts replaced by the ids of the records made for the test. */
function withIds(path: string, ids: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_part, name: string) => ids[name] ?? `:${name}`);
}

/** The screen at `path` shows (the failure names what is wrong). */
async function expectScreen(page: Page, path: string, options: { errorsAllowed?: boolean } = {}): Promise<void> {
  expect(await problemsAt(page, path, options)).toEqual([]);
}

async function teacherWithRecords() {
  const { teacher, digital } = await teacherAndProducts();
  const order = await created({
    teacherprofileID: teacher.teacherProfileId,
    orderStatus: 'PENDING',
    orderProducts: [item(digital.id)],
  });
  const quote = await created({
    teacherprofileID: teacher.teacherProfileId,
    orderStatus: 'QUOTING',
    orderProducts: [item(digital.id)],
  });
  const subjectID = await newSubject();
  const lesson = ok(
    await gql<{ createTeacherSubjectTemplate: { id: string } }>(
      'mutation($input: CreateTeacherSubjectTemplateInput!) { createTeacherSubjectTemplate(input: $input) { id } }',
      { input: { ...lessonInput(subjectID), teacherprofileID: teacher.teacherProfileId } },
      { token: teacher.accessToken },
    ),
  ).createTeacherSubjectTemplate;
  const assessment = ok(
    await gql<{ createTeacherAssessmentTemplate: { id: string } }>(
      'mutation($input: CreateTeacherAssessmentTemplateInput!) { createTeacherAssessmentTemplate(input: $input) { id } }',
      { input: { ...assessmentInput(subjectID), teacherprofileID: teacher.teacherProfileId } },
      { token: teacher.accessToken },
    ),
  ).createTeacherAssessmentTemplate;
  return { teacher, product: digital, order, quote, lesson, assessment };
}

async function ownerOf(admin: Session, teacherProfileId: string): Promise<string> {
  const profile = ok(
    await gql<{ getTeacherProfile: { owner: string } }>(
      'query($id: ID!) { getTeacherProfile(id: $id) { owner } }',
      { id: teacherProfileId },
      { token: admin.accessToken },
    ),
  );
  return profile.getTeacherProfile.owner;
}

/**
 * One test per route (named by its path, `:name` standing for a record's id), on the role's page that stays signed in
 * from one route to the next as a user clicks through: a failure names its route, and no test walks the whole map.
 */
describe('every public route shows its screen to a visitor', () => {
  let page: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { product } = await teacherWithRecords();
    const category = await gql('{ listProductCategorys(limit: 1) { items { id } } }');
    Object.assign(ids, { product: product.id, category: category.data?.listProductCategorys.items[0].id });
    page = await filePage();
  });

  it.each([
    '/',
    '/about',
    '/meet-the-team',
    '/contact-us',
    '/prices',
    '/terms',
    ...legalPages.map((name) => `/legal/${name}`),
    '/product/:product',
    '/category/:category',
    '/auth',
    '/retrieveuserlogin',
    '/unauthorised',
  ])('%s', async (path) => {
    await expectScreen(page, withIds(path, ids));
  });

  // Pages whose point is a message about the link they were opened with.
  it.each(['/auth/set-password?token=not-a-token', '/login/teacher%40example.com/secret'])('%s', async (path) => {
    await expectScreen(page, path, { errorsAllowed: true });
  });
});

describe('every teacher route shows its screen to a teacher', () => {
  let page: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { teacher, product, order, lesson, assessment } = await teacherWithRecords();
    const categories = await gql(
      '{ listProductCategorys(limit: 1) { items { id } } }',
      {},
      { token: teacher.accessToken },
    );
    Object.assign(ids, {
      product: product.id,
      order: order.id,
      lesson: lesson.id,
      assessment: assessment.id,
      category: categories.data?.listProductCategorys.items[0].id,
    });
    page = await filePage();
    await signInThroughPage(page, teacher.user.email, 'Password1!', '/auth?redirect=%2Fapp');
    await page.getByTestId('teacher-home').waitFor();
  });

  it.each([
    '/app',
    '/app/profile',
    '/app/communications',
    '/app/communications/General',
    '/app/productorders',
    '/app/productorders/:order',
    '/app/calendar',
    '/app/lessonplanning',
    '/app/lessons',
    '/app/assessments',
    '/app/subjecttemplates',
    '/app/support',
    '/app/products',
    '/app/products/category/:category',
    '/app/products/:product',
    ...['purchased-resources', 'subscribed-products', 'bought-products'].flatMap((view) => [
      `/app/${view}`,
      `/app/${view}/category/:category`,
    ]),
    '/app/print/assessment/:assessment',
    '/app/print/lesson/:lesson',
  ])('%s', async (path) => {
    await expectScreen(page, withIds(path, ids));
  });
});

describe('every admin route shows its screen to an admin of the reporting group', () => {
  let page: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { teacher, order, quote } = await teacherWithRecords();
    const admin = await signIn('reporting@example.com');
    const owner = encodeURIComponent(await ownerOf(admin, teacher.teacherProfileId));
    Object.assign(ids, { order: order.id, quote: quote.id, profile: teacher.teacherProfileId, owner });
    page = await filePage();
    await signInThroughPage(page, 'reporting@example.com', 'Password1!', '/auth?redirect=%2Fadmin');
    await page.getByTestId('admin-area').waitFor();
  });

  it.each([
    '/admin',
    '/admin/reporting/revenue',
    '/admin/reporting/teacherprofiles',
    '/admin/reporting/subscriptions',
    '/admin/reporting/anything-else',
    '/admin/subjects',
    '/admin/holidays',
    '/admin/teacherprofiles',
    '/admin/products',
    '/admin/productbundles',
    '/admin/productorders',
    '/admin/productorders/:order',
    '/admin/productorders/customer/:profile/:owner',
    '/admin/productorders/customer/:profile/:owner/new',
    '/admin/productorder-quotes',
    '/admin/productorder-quotes/:quote',
    '/admin/productorder-quotes/customer/:profile/:owner',
    '/admin/lessontemplates',
    '/admin/assessmenttemplates',
    '/admin/terms',
    '/admin/schools',
    '/admin/taxonomies',
    '/admin/announcements',
    '/admin/coupons',
    '/admin/communications',
    '/admin/communications/General',
    '/admin/imports',
    '/admin/imports/orders',
    '/admin/imports/product-images',
  ])('%s', async (path) => {
    await expectScreen(page, withIds(path, ids));
  });
});
