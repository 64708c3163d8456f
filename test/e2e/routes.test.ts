/**
 * Every route of the route maps (000, 001 and 002 section 2), opened by the role it is for, with real ids: none
 * shows a placeholder, an error, the not-found page or a redirect away, and none throws in the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, signIn, type Session } from '../helpers/api.ts';
import { browserPerFile, signInThroughPage, url } from '../helpers/browser.ts';
import { assessmentInput, lessonInput, newSubject, ok } from '../api/templates-fixtures.ts';
import { created, item, teacherAndProducts } from '../api/sales-helpers.ts';

const { freshPage } = browserPerFile({ width: 1366, height: 900 });

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
  page.on('pageerror', onError);
  await page.goto(url(path));
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
  return problems.map((problem) => `${path}: ${problem}`);
}

/** Opens each path in turn; fails naming every path that did not show its screen. */
async function expectScreens(page: Page, paths: string[], options: { errorsAllowed?: boolean } = {}): Promise<void> {
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await problemsAt(page, path, options)));
  expect(problems).toEqual([]);
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

describe('every route shows its screen', () => {
  it('public routes, to a visitor', async () => {
    const { product } = await teacherWithRecords();
    const page = await freshPage();
    const category = await gql('{ listProductCategorys(limit: 1) { items { id } } }');
    const categoryId = category.data?.listProductCategorys.items[0].id;
    const paths = [
      '/',
      '/about',
      '/meet-the-team',
      '/contact-us',
      '/prices',
      '/terms',
      ...legalPages.map((name) => `/legal/${name}`),
      `/product/${product.id}`,
      `/category/${categoryId}`,
      '/auth',
      '/retrieveuserlogin',
      '/unauthorised',
    ];
    await expectScreens(page, paths);
    // Pages whose point is a message about the link they were opened with.
    await expectScreens(page, ['/auth/set-password?token=not-a-token', '/login/teacher%40example.com/secret'], {
      errorsAllowed: true,
    });
  });

  it('teacher routes, to a teacher', async () => {
    const { teacher, product, order, lesson, assessment } = await teacherWithRecords();
    const page = await freshPage();
    await signInThroughPage(page, teacher.user.email, 'Password1!', '/auth?redirect=%2Fapp');
    await page.getByTestId('teacher-home').waitFor();
    const categories = await gql(
      '{ listProductCategorys(limit: 1) { items { id } } }',
      {},
      { token: teacher.accessToken },
    );
    const categoryId = categories.data?.listProductCategorys.items[0].id;
    const paths = [
      '/app',
      '/app/profile',
      '/app/communications',
      '/app/communications/General',
      '/app/productorders',
      `/app/productorders/${order.id}`,
      '/app/calendar',
      '/app/lessonplanning',
      '/app/lessons',
      '/app/assessments',
      '/app/subjecttemplates',
      '/app/support',
      '/app/products',
      `/app/products/category/${categoryId}`,
      `/app/products/${product.id}`,
      ...['purchased-resources', 'subscribed-products', 'bought-products'].flatMap((view) => [
        `/app/${view}`,
        `/app/${view}/category/${categoryId}`,
      ]),
      `/app/print/assessment/${assessment.id}`,
      `/app/print/lesson/${lesson.id}`,
    ];
    await expectScreens(page, paths);
  }, 180_000);

  it('admin routes, to an admin of the reporting group', async () => {
    const { teacher, order, quote } = await teacherWithRecords();
    const admin = await signIn('reporting@example.com');
    const owner = encodeURIComponent(await ownerOf(admin, teacher.teacherProfileId));
    const page = await freshPage();
    await signInThroughPage(page, 'reporting@example.com', 'Password1!', '/auth?redirect=%2Fadmin');
    await page.getByTestId('admin-area').waitFor();
    const paths = [
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
      `/admin/productorders/${order.id}`,
      `/admin/productorders/customer/${teacher.teacherProfileId}/${owner}`,
      `/admin/productorders/customer/${teacher.teacherProfileId}/${owner}/new`,
      '/admin/productorder-quotes',
      `/admin/productorder-quotes/${quote.id}`,
      `/admin/productorder-quotes/customer/${teacher.teacherProfileId}/${owner}`,
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
    ];
    await expectScreens(page, paths);
  }, 180_000);
});
