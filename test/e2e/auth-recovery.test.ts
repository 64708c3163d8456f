/**
 * Sign-up and account recovery in the browser (issue 12 points 5 and 6): a new teacher signs up and confirms her
 * address from the mailed link; a returning one retrieves her login and signs in with the mailed link; Forgot
 * password sets a new one; the old /login/{email}/{password} address only explains itself. The pages in English
 * and Afrikaans at 1366 and 375 px wide, none wider than the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, uuid, waitFor } from '../helpers/api.ts';
import { browserPerFile, screenshot, url } from '../helpers/browser.ts';
import { outboxMailsContaining } from '../helpers/outbox.ts';

const wide = { width: 1366, height: 900 };
const narrow = { width: 375, height: 800 };
const { freshPage } = browserPerFile(wide);

/** The tokens of the links to this page mailed to this address, oldest first. */
function mailedTokens(email: string, page: string): string[] {
  return outboxMailsContaining(`To: ${email}`).flatMap((raw) => {
    const mail = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = new RegExp(`/auth/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail)?.[1];
    return token ? [decodeURIComponent(token)] : [];
  });
}

async function mailedToken(email: string, page: string): Promise<string> {
  await waitFor(() => mailedTokens(email, page).length > 0, 10_000);
  return mailedTokens(email, page)[0];
}

async function apiAccount(phoneNumber = '0821234567'): Promise<{ email: string; password: string }> {
  const email = `browser-${uuid()}@example.com`;
  const password = 'Password1!';
  const response = await gql(`mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }`, {
    input: { email, password, phoneNumber },
  });
  expect(response.errors).toBeUndefined();
  return { email, password };
}

async function pageAt(size: { width: number; height: number }, language: 'en' | 'af' = 'en'): Promise<Page> {
  const page = await freshPage();
  await page.setViewportSize(size);
  if (language === 'af') await page.addInitScript(() => localStorage.setItem('classroom.language', 'af'));
  return page;
}

/** The account card fits the screen: nothing of it is cut off or scrolls sideways. */
async function expectCardFits(page: Page): Promise<void> {
  const card = page.locator('.auth-card').first();
  await card.waitFor();
  const box = await card.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

describe('sign-up', () => {
  it('creates an account from the sign-in page, signs her in, and the mailed link confirms her address', async () => {
    const email = `signup-${uuid()}@example.com`;
    const page = await pageAt(wide);
    await page.goto(url('/auth'));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/auth\/sign-up$/);
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('Email').fill('nope');
    await form.getByLabel('Phone number').fill('123');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await page.getByText('E-mail must be valid').waitFor();
    await page.getByText('Invalid South African phone number').waitFor();
    await page.getByText(/Password must be at least 8 characters/).waitFor();
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('082 555 1234');
    await form.getByLabel('Password', { exact: true }).fill('Welcome1!');
    await form.getByLabel('Confirm password').fill('Welcome1!');
    await expectCardFits(page);
    await screenshot(page, 'auth-sign-up');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/app/);

    const notice = page.getByTestId('email-verification-notice');
    await notice.getByText(`Please confirm your e-mail address, ${email}`).waitFor();
    await screenshot(page, 'auth-verification-notice');
    await notice.getByRole('button', { name: 'Send again' }).click();
    await notice.getByText('We have e-mailed you a new link.').waitFor();

    const token = await mailedToken(email, 'verify-email');
    await page.goto(url(`/auth/verify-email?token=${encodeURIComponent(token)}`));
    await page.getByText('Thank you: your e-mail address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Go to my workspace' }).click();
    await page.waitForURL(/\/app/);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect.poll(() => notice.count()).toBe(0);

    // A used link says so.
    await page.goto(url(`/auth/verify-email?token=${encodeURIComponent(token)}`));
    await page.getByText('This link has expired or was already used.').waitFor();
  });
});

describe('login retrieval', () => {
  it('e-mails a sign-in link for a matching e-mail and phone; the link signs her in once (375 px)', async () => {
    const { email } = await apiAccount('0821234567');
    const page = await pageAt(narrow);
    await page.goto(url('/auth'));
    await page.getByRole('link', { name: 'Retrieve Login' }).click();
    await page.waitForURL(/\/retrieveuserlogin$/);
    const submit = page.getByRole('button', { name: 'E-mail me a sign-in link' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('12');
    await page.getByText('Invalid South African phone number').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('e.g. 082 123 4567 or +27 82 123 4567').waitFor();
    await page.getByLabel('Phone number').fill('082 123 4567');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await expectCardFits(page);
    await screenshot(page, 'auth-retrieve-375');
    await submit.click();
    await page.getByText(/If an account matches this e-mail address and phone number/).waitFor();
    await screenshot(page, 'auth-retrieve-sent-375');

    const token = await mailedToken(email, 'link');
    const linkPage = await pageAt(narrow);
    await linkPage.goto(url(`/auth/link?token=${encodeURIComponent(token)}`));
    await linkPage.waitForURL(/\/app\/products/);
    await linkPage.getByRole('button', { name: 'Sign out' }).waitFor();

    const again = await pageAt(narrow);
    await again.goto(url(`/auth/link?token=${encodeURIComponent(token)}`));
    await again.getByText('This link has expired or was already used.').waitFor();
    await again.getByRole('link', { name: 'Ask for a new sign-in link' }).waitFor();
    await expectCardFits(again);
  });

  it('shows the same message when nothing matches, and mails nothing', async () => {
    const { email } = await apiAccount('0821234567');
    const page = await pageAt(wide);
    await page.goto(url('/retrieveuserlogin'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('0839998888');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByText(/If an account matches this e-mail address and phone number/).waitFor();
    await screenshot(page, 'auth-retrieve-sent-1366');
    expect(mailedTokens(email, 'link')).toEqual([]);
  });
});

describe('forgot password', () => {
  it('mails a reset link; the new password signs her in and the old one stops working', async () => {
    const { email, password } = await apiAccount();
    const page = await pageAt(wide);
    await page.goto(url('/auth'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/auth\/forgot-password$/);
    // The address changes before the new page is drawn: fill in its own form, not the sign-in page's Email field.
    const form = page.getByRole('form', { name: 'Forgot your password?' });
    await form.getByLabel('Email').fill(email);
    await expectCardFits(page);
    await screenshot(page, 'auth-forgot');
    await page.getByRole('button', { name: 'E-mail me a reset link' }).click();
    await page.getByText(/If an account uses this e-mail address/).waitFor();

    const token = await mailedToken(email, 'set-password');
    await page.goto(url(`/auth/set-password?token=${encodeURIComponent(token)}`));
    await page.getByText('Choose a password for your account; you are signed in as soon as it is saved.').waitFor();
    await page.getByLabel('New password').fill('Renewed9$');
    await page.getByLabel('Confirm password').fill('Renewed9$');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL(/\/app/);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    const signIn = (value: string) =>
      gql(`mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }`, {
        e: email,
        p: value,
      });
    expect((await signIn(password)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await signIn('Renewed9$')).errors).toBeUndefined();

    // The used link: a clear message and the way to ask for a new one.
    const used = await pageAt(narrow);
    await used.goto(url(`/auth/set-password?token=${encodeURIComponent(token)}`));
    await used.getByLabel('New password').fill('Another9$');
    await used.getByLabel('Confirm password').fill('Another9$');
    await used.getByRole('button', { name: 'Set password and sign in' }).click();
    await used.getByText('This link has expired or was already used.').waitFor();
    await used.getByRole('link', { name: 'Ask for a new link' }).click();
    await used.waitForURL(/\/auth\/forgot-password$/);
  });
});

describe('the old /login/{email}/{password} address', () => {
  it('says such links no longer work, fills and submits nothing, and offers retrieval and sign-in', async () => {
    for (const size of [wide, narrow]) {
      const page = await pageAt(size);
      await page.goto(url('/login/someone%40example.com/Secret123!'));
      await page.getByText('This sign-in link no longer works').waitFor();
      expect(await page.locator('input[type="password"]').count()).toBe(0);
      expect(await page.content()).not.toContain('Secret123!');
      await expectCardFits(page);
      await screenshot(page, `auth-old-login-link-${size.width}`);
      await page.getByRole('link', { name: 'Retrieve Login' }).click();
      await page.waitForURL(/\/retrieveuserlogin\?email=someone%40example\.com$/);
      expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    }
  });
});

describe('in Afrikaans', () => {
  it('shows every account page in Afrikaans at 1366 and 375 px', async () => {
    for (const size of [wide, narrow]) {
      const page = await pageAt(size, 'af');
      await page.goto(url('/auth'));
      await page.getByRole('link', { name: 'Wagwoord vergeet?' }).waitFor();
      await page.getByRole('link', { name: 'Skep ’n rekening' }).waitFor();
      await screenshot(page, `auth-sign-in-af-${size.width}`);

      await page.goto(url('/auth/sign-up'));
      await page.getByRole('heading', { name: 'Skep jou rekening' }).waitFor();
      await page.getByLabel('Telefoonnommer').fill('12');
      await page.getByText('Ongeldige Suid-Afrikaanse telefoonnommer').waitFor();
      await expectCardFits(page);
      await screenshot(page, `auth-sign-up-af-${size.width}`);

      await page.goto(url('/retrieveuserlogin'));
      await page.getByRole('heading', { name: 'Herwin jou aanmelding' }).waitFor();
      await page.getByText('bv. 082 123 4567 of +27 82 123 4567').waitFor();
      await expectCardFits(page);
      await screenshot(page, `auth-retrieve-af-${size.width}`);

      await page.goto(url('/auth/forgot-password'));
      await page.getByRole('heading', { name: 'Wagwoord vergeet?' }).waitFor();
      await page.getByLabel('E-pos').fill('iemand@example.com');
      await page.getByRole('button', { name: 'E-pos my ’n herstelskakel' }).click();
      await page.getByText(/As ’n rekening hierdie e-posadres gebruik/).waitFor();
      await expectCardFits(page);
      await screenshot(page, `auth-forgot-af-${size.width}`);

      await page.goto(url('/login/x/y'));
      await page.getByText('Hierdie aanmeldskakel werk nie meer nie').waitFor();
      await expectCardFits(page);
      await screenshot(page, `auth-old-login-link-af-${size.width}`);

      await page.goto(url('/auth/link?token=made-up'));
      await page.getByText('Hierdie skakel het verval of is reeds gebruik.').waitFor();
      await screenshot(page, `auth-link-invalid-af-${size.width}`);
    }
  });
});
