/**
 * What a visitor sees (issue 12, points 4 and 7): every page of the website with its content, title and meta
 * description in English and Afrikaans, at 1366 and 375 px without sideways scrolling; the header's menu button
 * within 375 px; the contact form mailed to support; the cookie notice accepted for good; the terms accepted at
 * checkout; the skip link; titles naming the product or category; focus back on the card after the product dialog.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseContent } from '../../web/src/content/frontMatter.ts';
import af from '../../web/src/locales/af.json';
import en from '../../web/src/locales/en.json';
import { gql, newTeacher, uuid } from '../helpers/api.ts';
import { browserPerFile, screenshot, url } from '../helpers/browser.ts';
import { outboxMailContaining } from '../helpers/outbox.ts';
import { addToCart, demoItem, titles } from '../api/shop-helpers.ts';

const languages = { en, af } as const;
type Language = keyof typeof languages;

/** Each page: its path, its title key (locales' `pages`) and the content file whose heading it shows first. */
const pages: { path: string; title: keyof typeof en.pages; file: string }[] = [
  { path: '/about', title: 'about', file: 'about' },
  { path: '/meet-the-team', title: 'meetTheTeam', file: 'meet-the-team' },
  { path: '/contact-us', title: 'contactUs', file: 'contact-us' },
  { path: '/prices', title: 'prices', file: 'prices' },
  { path: '/terms', title: 'terms', file: 'terms-conditions' },
  { path: '/legal/terms-conditions', title: 'legalTermsConditions', file: 'terms-conditions' },
  { path: '/legal/terms-of-use', title: 'legalTermsOfUse', file: 'terms-of-use' },
  { path: '/legal/cookie-policy', title: 'legalCookiePolicy', file: 'cookie-policy' },
  { path: '/legal/privacy-policy', title: 'legalPrivacyPolicy', file: 'privacy-policy' },
  { path: '/legal/modern-slavery-statement', title: 'legalModernSlavery', file: 'modern-slavery-statement' },
  { path: '/legal/quality-statement', title: 'legalQuality', file: 'quality-statement' },
  { path: '/legal/weee-regulations', title: 'legalWeee', file: 'weee-regulations' },
];

function content(language: Language, file: string) {
  const { meta, body } = parseContent(
    readFileSync(join(import.meta.dirname, '../../web/content', language, `${file}.md`), 'utf8'),
  );
  const heading = /^# (.+)$/m.exec(body)?.[1] ?? '';
  return { description: meta.description, heading };
}

const wide = browserPerFile({ width: 1366, height: 900 });
const narrow = browserPerFile({ width: 375, height: 800 });

/** A visitor whose browser remembers a language (as the language switch does) and, unless told, the cookie choice. */
async function visitor(
  open: () => Promise<Page>,
  language: Language = 'en',
  options: { cookiesAccepted?: boolean } = {},
): Promise<Page> {
  const page = await open();
  const accepted = options.cookiesAccepted ?? true;
  await page.addInitScript(
    ([language, accepted]) => {
      if (!sessionStorage.getItem('site-test-started')) {
        sessionStorage.setItem('site-test-started', '1');
        localStorage.setItem('classroom.language', language);
        if (accepted) localStorage.setItem('classroom.cookiesAccepted', 'test');
      }
    },
    [language, accepted] as const,
  );
  return page;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const description = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'));

describe('the pages of the website', () => {
  for (const [width, browser] of [
    [1366, wide],
    [375, narrow],
  ] as const) {
    for (const language of ['en', 'af'] as const) {
      it(`show their content, title and description in ${language} at ${width} px`, async () => {
        const page = await visitor(browser.freshPage, language);
        const texts = languages[language];
        for (const { path, title, file } of pages) {
          const { heading, description: expected } = content(language, file);
          await page.goto(url(path));
          await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
          await expect.poll(() => page.title()).toBe(`${texts.pages[title]} | ${texts.app.name}`);
          await expect.poll(() => description(page)).toBe(expected);
          expect(await scrollWidth(page), `${path} at ${width} px`).toBeLessThanOrEqual(width);
          if (path === '/meet-the-team' || path === '/prices' || path === '/about')
            await screenshot(page, `site-${path.slice(1)}-${language}-${width}`);
        }
        // The pages' particulars: seven people with pictures, four plans each with Subscribe Now to the profile.
        await page.goto(url('/meet-the-team'));
        await page.locator('.content-card').first().waitFor();
        expect(await page.locator('.content-card').count()).toBe(7);
        expect(await page.locator('.content-card img[src^="/team/"]').count()).toBe(7);
        await page.goto(url('/prices'));
        const subscribe = page.getByRole('link', { name: language === 'en' ? 'Subscribe Now' : 'Teken nou in' });
        await subscribe.first().waitFor();
        expect(await subscribe.count()).toBe(4);
        expect(await subscribe.first().getAttribute('href')).toBe('/app/profile');
      });
    }
  }

  it('keep the header and its menu button within 375 px, signed out and signed in with a cart', async () => {
    const page = await visitor(narrow.freshPage);
    await page.goto(url('/'));
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    const box = await menu.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'site-header-375');

    const teacher = await newTeacher();
    expect((await addToCart(teacher, (await demoItem(titles.numberFun)).id)).errors).toBeUndefined();
    await page.goto(url(`/auth?redirect=${encodeURIComponent('/')}`));
    await page.getByLabel('Email').fill(teacher.user.email);
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Profile' }).waitFor();
    await page.getByTestId('cart-button').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    const signedInBox = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    expect(signedInBox && signedInBox.x + signedInBox.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'site-header-375-signed-in');
  });
});

describe('the contact form', () => {
  it('is mailed to the support address', async () => {
    const page = await visitor(wide.freshPage);
    await page.goto(url('/contact-us'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();
    const marker = `site-contact-${uuid()}`;
    await form.getByLabel('Name').fill('Thandi Visitor');
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByLabel('Subject').fill(`Question ${marker}`);
    await form.getByLabel('Message').fill('Do you sell Grade 2 reading books?');
    await page.getByText('E-mail must be valid').waitFor();
    await form.getByLabel('E-mail').fill('thandi@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByRole('button', { name: 'Thank you, we will reply within 48 hours' }).waitFor();
    expect(await form.getByRole('button', { name: 'Thank you, we will reply within 48 hours' }).isDisabled()).toBe(
      true,
    );
    await expect.poll(() => outboxMailContaining(marker) !== undefined).toBe(true);
    const mail = outboxMailContaining(marker) ?? '';
    expect(mail).toMatch(/^To: support@localhost/im);
    expect(mail).toContain('Do you sell Grade 2 reading books?');
    await screenshot(page, 'site-contact-sent');
  });
});

describe('the cookie notice', () => {
  it('opens its policy from the keyboard, is accepted there, and stays gone after a reload', async () => {
    const page = await visitor(narrow.freshPage, 'en', { cookiesAccepted: false });
    await page.goto(url('/about'));
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'site-cookie-notice-375');
    await notice.getByRole('button', { name: 'Cookie policy' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie policy' });
    await dialog.getByRole('heading', { level: 1, name: 'Cookie policy' }).waitFor();
    await dialog.getByRole('button', { name: 'I accept' }).focus();
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('classroom.cookiesAccepted'))).not.toBeNull();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    expect(await notice.count()).toBe(0);
  });
});

describe('checkout', () => {
  it('needs the terms accepted, with the terms, privacy and refund policies a click away', async () => {
    const teacher = await newTeacher();
    const product = await demoItem(titles.numberFun);
    expect((await addToCart(teacher, product.id)).errors).toBeUndefined();
    const page = await visitor(wide.freshPage);
    await page.goto(url(`/auth?redirect=${encodeURIComponent('/app/products?cart=cart')}`));
    await page.getByLabel('Email').fill(teacher.user.email);
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('cart-dialog').getByText(titles.numberFun).waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment method' });
    await payment.getByText('EFT', { exact: true }).click();
    const checkoutButton = payment.getByRole('button', { name: 'Checkout' });
    expect(await checkoutButton.isDisabled()).toBe(true);
    await payment.getByText('Digital products are PDF files and are not refundable once bought.').waitFor();

    await payment.getByRole('button', { name: 'Read the terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await terms.getByRole('heading', { level: 1, name: 'Refund policy' }).waitFor();
    await terms.getByText('There are no refunds on digital products.').waitFor();
    await terms.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await screenshot(page, 'site-checkout-terms');
    await terms.getByRole('button', { name: 'I accept' }).click();
    await terms.waitFor({ state: 'hidden' });
    await expect
      .poll(() => payment.getByLabel('I have read and accept the terms and conditions.').isChecked())
      .toBe(true);
    expect(await checkoutButton.isDisabled()).toBe(false);
    await payment.getByLabel('I have read and accept the terms and conditions.').uncheck();
    expect(await checkoutButton.isDisabled()).toBe(true);
  });
});

describe('moving around', () => {
  it('the skip link is the first stop and moves focus to the page content', async () => {
    const page = await visitor(wide.freshPage);
    await page.goto(url('/about'));
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await screenshot(page, 'site-skip-link');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('a product dialog is titled by the product and gives focus back to its card when closed', async () => {
    const page = await visitor(wide.freshPage);
    await page.goto(url('/'));
    const card = page.getByTestId('shop-card').first();
    await card.waitFor();
    const title = (await card.locator('.shop-card-title').textContent()) ?? '';
    const id = await card.getAttribute('data-item-id');
    await card.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('product-dialog').getByText(title).first().waitFor();
    await expect.poll(() => page.title()).toBe(`${title} | Classroom`);
    await page.keyboard.press('Escape');
    await page.getByTestId('product-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-item-id') ?? null)).toBe(id);
    await expect.poll(() => page.title()).toBe('Home | Classroom');
  });

  it('a category page is titled by the category', async () => {
    const categories = await gql<{ listProductCategories: { items: { id: string; name: string }[] } }>(
      '{ listProductCategories(limit: 1) { items { id name } } }',
    );
    const category = categories.data!.listProductCategories.items[0];
    const page = await visitor(wide.freshPage);
    await page.goto(url(`/category/${category.id}`));
    await expect.poll(() => page.title()).toBe(`${category.name} | Classroom`);
  });
});
