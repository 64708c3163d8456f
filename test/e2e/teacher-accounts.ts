/** Teachers made as an admin makes them (Create Teacher), and the set-password link of their e-mail. */
import { expect } from 'vitest';
import { gql, signIn, uuid, waitFor, type Session } from '../helpers/api.ts';
import { outboxMailContaining } from '../helpers/outbox.ts';

/** The mail's text as written: quoted-printable soft line breaks joined and escapes decoded. */
function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The set-password link's token of the newest mail sent to this address. */
export async function setPasswordToken(email: string): Promise<string> {
  await waitFor(() => outboxMailContaining(`To: ${email}`) !== undefined, 10_000);
  const mail = decodedMail(outboxMailContaining(`To: ${email}`) ?? '');
  const token = /\/auth\/set-password\?token=([^\s"'<>&]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no set-password link in the mail to ${email}`);
  return decodeURIComponent(token);
}

/** A teacher created by the admin through the API, with her password set through her link: signed in. */
export async function createdTeacher(
  admin: Session,
  input: Record<string, unknown> = {},
): Promise<Session & { label: string }> {
  const email = `created-${uuid()}@example.com`;
  const name = `Thandi${uuid().slice(0, 6)}`;
  const response = await gql(
    `mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }`,
    { input: { email, title: 'Ms', name, surname: 'Mokoena', ...input } },
    { token: admin.accessToken },
  );
  expect(response.errors).toBeUndefined();
  const token = await setPasswordToken(email);
  const set = await gql(
    `mutation($token: String!, $password: String!) { setPasswordWithToken(token: $token, password: $password) }`,
    {
      token,
      password: 'Password1!',
    },
  );
  expect(set.errors).toBeUndefined();
  return { ...(await signIn(email)), label: name };
}
