/**
 * The links of account mails carry the mail's language (issue 27): an Afrikaans teacher's set-password, reset,
 * sign-in and verification links say `lng=af`, so that the page they open before she signs in is Afrikaans too
 * (the browser side: test/e2e/backoffice-fixes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { gql, signIn, uuid, waitFor } from '../helpers/api.ts';
import { outboxMailsContaining } from '../helpers/outbox.ts';

const admin = () => signIn('admin@example.com');

/** A mail with its quoted-printable parts decoded as UTF-8 (links are folded there). */
function decoded(mail: string): string {
  if (!/quoted-printable/i.test(mail)) return mail;
  const bytes = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The addresses of the links to this page in the mails to this address (text part: one a line). */
function mailedLinks(email: string, page: string): URL[] {
  return outboxMailsContaining(`To: ${email}`)
    .map(decoded)
    .flatMap((mail) => [...mail.matchAll(new RegExp(`https?://[^\\s"<>]+/auth/${page}\\?[^\\s"<>]+`, 'g'))])
    .map((match) => new URL(match[0].replaceAll('&#38;', '&')));
}

async function waitForLink(email: string, page: string): Promise<URL> {
  await waitFor(() => mailedLinks(email, page).length > 0, 15_000);
  return mailedLinks(email, page)[0];
}

async function signUp(translateI18n: 'en' | 'af') {
  const email = `lng-${uuid()}@example.com`;
  const response = await gql('mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }', {
    input: { email, password: 'Password1!', phoneNumber: '082 123 4567', translateI18n },
  });
  expect(response.errors).toBeUndefined();
  return email;
}

describe('the links of account mails carry the language of the mail (issue 27)', () => {
  it("Create Teacher's set-password link for an Afrikaans teacher opens the page in Afrikaans", async () => {
    const email = `created-af-${uuid()}@example.com`;
    const created = await gql(
      'mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }',
      { input: { email, name: 'Annelie', language: 'Afrikaans', province: 'Western Cape' } },
      { token: (await admin()).accessToken },
    );
    expect(created.errors).toBeUndefined();
    const link = await waitForLink(email, 'set-password');
    expect(link.searchParams.get('lng')).toBe('af');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(decoded(outboxMailsContaining(`To: ${email}`)[0])).toContain('Kies jou Classroom Platform-wagwoord');
  });

  it('the reset and sign-in links of an Afrikaans account say af, of an English one en', async () => {
    for (const language of ['af', 'en'] as const) {
      const email = await signUp(language);
      expect((await waitForLink(email, 'verify-email')).searchParams.get('lng')).toBe(language);

      await gql('mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }', {
        input: { email },
      });
      expect((await waitForLink(email, 'set-password')).searchParams.get('lng')).toBe(language);

      await gql('mutation($input: RequestLoginLinkInput!) { requestLoginLink(input: $input) }', {
        input: { email, phoneNumber: '0821234567', botToken: null },
      });
      expect((await waitForLink(email, 'link')).searchParams.get('lng')).toBe(language);
    }
  });
});
