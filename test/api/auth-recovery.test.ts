/**
 * Sign-up and account recovery (issue 12 points 5 and 6; 001 sections 2, 5 and 8; 000 section 5): login retrieval
 * by a one-time sign-in link (one use, no account enumeration, throttled), Forgot password's reset link (the old
 * password and sessions end, one use), sign-up's e-mail verification, and every mail in the recipient's language.
 * Expiry is tested with an injected clock in server/auth/set-password-token.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, uuid, waitFor, type GraphQLResponse } from '../helpers/api.ts';
import { outboxMailsContaining } from '../helpers/outbox.ts';

const authFields = 'accessToken refreshToken user { id email emailVerified }';
const linkInvalid = 'This link has expired or was already used.';
const fieldErrors = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.fieldErrors;

interface Payload {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; emailVerified: boolean };
}

/** A mail with its quoted-printable parts decoded as UTF-8 (links are folded there, Afrikaans has ’). */
function decoded(mail: string): string {
  if (!/quoted-printable/i.test(mail)) return mail;
  const bytes = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The mails to this address, decoded. */
const mailsTo = (email: string) => outboxMailsContaining(`To: ${email}`).map(decoded);

/** The tokens of the links to this page mailed to this address (one per mail). */
function mailedTokens(email: string, page: string): string[] {
  return mailsTo(email).flatMap((mail) => {
    const match = mail.match(new RegExp(`https?://[^\\s"]+/auth/${page}\\?token=([A-Za-z0-9_%-]+)`));
    return match ? [decodeURIComponent(match[1])] : [];
  });
}

async function waitForToken(email: string, page: string, count = 1): Promise<string> {
  await waitFor(() => mailedTokens(email, page).length >= count);
  return mailedTokens(email, page)[count - 1];
}

async function signUp(input: Record<string, unknown>) {
  const response = await gql<{ signUp: Payload }>(
    `mutation($input: SignUpInput!) { signUp(input: $input) { ${authFields} } }`,
    { input },
  );
  if (!response.data?.signUp) throw new Error(`sign-up failed: ${JSON.stringify(response.errors)}`);
  return response.data.signUp;
}

const freshEmail = () => `recovery-${uuid()}@example.com`;

async function newAccount(options: { phoneNumber?: string; translateI18n?: string } = {}) {
  const email = freshEmail();
  const password = 'Password1!';
  const payload = await signUp({ email, password, phoneNumber: options.phoneNumber ?? '082 123 4567', ...options });
  return { email, password, payload };
}

const requestLoginLink = (email: string, phoneNumber: string) =>
  gql<{ requestLoginLink: boolean }>(`mutation($input: RequestLoginLinkInput!) { requestLoginLink(input: $input) }`, {
    input: { email, phoneNumber, botToken: null },
  });

const signInWithLink = (token: string) =>
  gql<{ signInWithLink: Payload }>(`mutation($token: String!) { signInWithLink(token: $token) { ${authFields} } }`, {
    token,
  });

const requestPasswordReset = (email: string) =>
  gql<{ requestPasswordReset: boolean }>(
    `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }`,
    { input: { email } },
  );

const setPassword = (token: string, password: string) =>
  gql<{ setPasswordWithToken: string }>(
    `mutation($token: String!, $password: String!) { setPasswordWithToken(token: $token, password: $password) }`,
    { token, password },
  );

const signIn = (email: string, password: string) =>
  gql<{ signIn: Payload }>(
    `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${authFields} } }`,
    { email, password },
  );

const me = (token: string) =>
  gql<{ me: { email: string; emailVerified: boolean } | null }>('{ me { email emailVerified } }', {}, { token });

/** What a caller can see of an answer: status, data and error codes, no timing-free secrets. */
const shape = (response: GraphQLResponse) => ({
  status: response.status,
  data: response.data,
  errors: response.errors?.map((error) => error.extensions?.code),
});

describe('login retrieval (/retrieveuserlogin)', () => {
  it('mails a one-time sign-in link when the e-mail and phone match, and the link signs her in once', async () => {
    const { email, password } = await newAccount({ phoneNumber: '+27 82 123 4567' });
    const answer = await requestLoginLink(` ${email.toUpperCase()} `, '082 123 4567');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.requestLoginLink).toBe(true);

    const token = await waitForToken(email, 'link');
    const mail = mailsTo(email).find((text) => text.includes('/auth/link?token='));
    expect(mail).toContain('Subject: Your Classroom Platform sign-in link');
    expect(mail).toContain('expires in 30 minutes');
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(mail).not.toContain(password);

    const signedIn = await signInWithLink(token);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.signInWithLink.user.email).toBe(email);
    // The mailbox is proved by a link that reached it.
    expect(signedIn.data?.signInWithLink.user.emailVerified).toBe(true);
    expect((await me(signedIn.data?.signInWithLink.accessToken ?? '')).data?.me?.email).toBe(email);

    const again = await signInWithLink(token);
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(again)).toEqual({ token: linkInvalid });
  });

  it('answers a wrong phone number and an unknown e-mail as a match, and mails nothing for them', async () => {
    const { email } = await newAccount({ phoneNumber: '0821234567' });
    const matched = await requestLoginLink(email, '0821234567');
    await waitForToken(email, 'link');

    const otherEmail = (await newAccount({ phoneNumber: '0831112222' })).email;
    const wrongPhone = await requestLoginLink(otherEmail, '0821234567');
    const unknown = await requestLoginLink(freshEmail(), '0821234567');
    expect(shape(wrongPhone)).toEqual(shape(matched));
    expect(shape(unknown)).toEqual(shape(matched));
    expect([...wrongPhone.headers.keys()]).toEqual([...matched.headers.keys()]);
    expect(wrongPhone.headers.get('content-length')).toBe(matched.headers.get('content-length'));

    // A later matching request's mail arrives; the wrong phone's never came before it.
    await requestLoginLink(otherEmail, '083 111 2222');
    await waitForToken(otherEmail, 'link');
    expect(mailedTokens(otherEmail, 'link')).toHaveLength(1);
  });

  it('checks the e-mail and phone with the spec messages', async () => {
    const response = await requestLoginLink('not-an-email', '12345');
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)).toEqual({
      email: 'E-mail must be valid',
      phoneNumber: 'Invalid South African phone number',
    });
    expect(fieldErrors(await requestLoginLink('', ''))).toEqual({
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
    });
  });

  it('limits requests per e-mail, alike for accounts and unknown addresses', async () => {
    const { email } = await newAccount();
    const unknownEmail = freshEmail();
    for (const address of [email, unknownEmail]) {
      for (let i = 0; i < 3; i += 1) expect((await requestLoginLink(address, '0829999999')).errors).toBeUndefined();
      const refused = await requestLoginLink(address, '0829999999');
      expect(errorCode(refused)).toBe('RATE_LIMITED');
      expect(refused.errors?.[0]?.message).toBe('Too many requests. Try again later.');
      expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    }
  });

  it('refuses a made-up link', async () => {
    const response = await signInWithLink('made-up-token');
    expect(fieldErrors(response)).toEqual({ token: linkInvalid });
  });
});

describe('forgot password', () => {
  it('mails a reset link that sets a new password once, ends the old password and every session', async () => {
    const { email, password, payload } = await newAccount();
    const answer = await requestPasswordReset(email);
    expect(answer.data?.requestPasswordReset).toBe(true);
    const token = await waitForToken(email, 'set-password');
    const mail = mailsTo(email).find((text) => text.includes('/auth/set-password?token='));
    expect(mail).toContain('Subject: Reset your Classroom Platform password');
    expect(mail).toContain('expires in 2 hours');
    expect(mail).not.toContain(password);

    const newPassword = 'NewPassword2@';
    const set = await setPassword(token, newPassword);
    expect(set.errors).toBeUndefined();
    expect(set.data?.setPasswordWithToken).toBe(email);

    expect(errorCode(await signIn(email, password))).toBe('UNAUTHENTICATED');
    expect((await signIn(email, newPassword)).data?.signIn.user.email).toBe(email);
    const refreshed = await gql(`mutation($t: String!) { refreshSession(refreshToken: $t) { accessToken } }`, {
      t: payload.refreshToken,
    });
    expect(errorCode(refreshed)).toBe('UNAUTHENTICATED');
    // The access token of the ended session no longer reads her account.
    expect((await me(payload.accessToken)).data?.me ?? null).toBeNull();

    const again = await setPassword(token, 'Another3#pass');
    expect(fieldErrors(again)).toEqual({ token: linkInvalid });
  });

  it('answers an unknown e-mail as a known one', async () => {
    const { email } = await newAccount();
    expect(shape(await requestPasswordReset(freshEmail()))).toEqual(shape(await requestPasswordReset(email)));
    expect(fieldErrors(await requestPasswordReset('nope'))).toEqual({ email: 'E-mail must be valid' });
  });

  it('refuses a password the policy refuses, with the policy message', async () => {
    const { email } = await newAccount();
    await requestPasswordReset(email);
    const token = await waitForToken(email, 'set-password');
    expect(fieldErrors(await setPassword(token, 'short'))).toEqual({
      password:
        'Password must be at least 8 characters and contain a digit, a special character, an uppercase and a lowercase letter',
    });
  });
});

describe('sign-up and e-mail verification', () => {
  it('signs her in, mails a verification link, and the link verifies her once', async () => {
    const { email, password, payload } = await newAccount();
    expect(payload.user.emailVerified).toBe(false);
    expect((await me(payload.accessToken)).data?.me?.emailVerified).toBe(false);

    const token = await waitForToken(email, 'verify-email');
    const mail = mailsTo(email).find((text) => text.includes('/auth/verify-email?token='));
    expect(mail).toContain('Subject: Confirm your e-mail address for the Classroom Platform');
    expect(mail).not.toContain(password);

    const verify = (value: string) =>
      gql<{ verifyEmail: boolean }>('mutation($t: String!) { verifyEmail(token: $t) }', {
        t: value,
      });
    expect((await verify(token)).data?.verifyEmail).toBe(true);
    expect((await me(payload.accessToken)).data?.me?.emailVerified).toBe(true);
    expect(fieldErrors(await verify(token))).toEqual({ token: linkInvalid });
  });

  it('sends again on request, and not to an account already verified', async () => {
    const { email, payload } = await newAccount();
    await waitForToken(email, 'verify-email');
    const resend = await gql('mutation { sendEmailVerification }', {}, { token: payload.accessToken });
    expect(resend.errors).toBeUndefined();
    const second = await waitForToken(email, 'verify-email', 2);
    await gql('mutation($t: String!) { verifyEmail(token: $t) }', { t: second });
    expect((await me(payload.accessToken)).data?.me?.emailVerified).toBe(true);
    expect(errorCode(await gql('mutation { sendEmailVerification }'))).toBe('UNAUTHENTICATED');
  });

  it('enforces the password policy and the phone rule on the server', async () => {
    const response = await gql(`mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }`, {
      input: { email: freshEmail(), password: 'password', phoneNumber: '12' },
    });
    expect(fieldErrors(response)).toEqual({
      password:
        'Password must be at least 8 characters and contain a digit, a special character, an uppercase and a lowercase letter',
      phoneNumber: 'Invalid South African phone number',
    });
  });
});

describe('mail language', () => {
  it("follows the language she signed up in: Afrikaans mails for an 'af' account, English otherwise", async () => {
    const af = await newAccount({ translateI18n: 'af' });
    await waitForToken(af.email, 'verify-email');
    expect(mailsTo(af.email)[0]).toContain('Subject: Bevestig jou e-posadres vir die Classroom Platform');

    await requestPasswordReset(af.email);
    await waitForToken(af.email, 'set-password');
    const reset = mailsTo(af.email).find((text) => text.includes('/auth/set-password?token='));
    expect(reset).toContain('Subject: Stel jou Classroom Platform-wagwoord terug');
    expect(reset).toContain('Die skakel werk een keer en verval oor 2 uur.');
    expect(reset).toContain('<html lang="af">');

    await requestLoginLink(af.email, '0821234567');
    await waitForToken(af.email, 'link');
    const link = mailsTo(af.email).find((text) => text.includes('/auth/link?token='));
    expect(link).toContain('Subject: Jou Classroom Platform-aanmeldskakel');

    const en = await newAccount({ translateI18n: 'en' });
    await waitForToken(en.email, 'verify-email');
    expect(mailsTo(en.email)[0]).toContain('Subject: Confirm your e-mail address');
  });
});
