/**
 * Create Teacher (002 sections 4, 5, 8; issue 10 point 5): the account, its profile and reporting teacher, the
 * e-mailed one-time link to set a password, and setPasswordWithToken. Expiry is tested with an injected clock
 * (server/auth/set-password-token.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, uuid, waitFor, type GraphQLResponse } from '../helpers/api.ts';
import { outboxMailContaining } from '../helpers/outbox.ts';

const profileFields = 'id status type owner title name surname province language teacherProfileSchoolId';

const fieldErrors = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.fieldErrors;

let adminSession: ReturnType<typeof signIn> | undefined;
const admin = () => (adminSession ??= signIn('admin@example.com'));

async function createTeacher(input: Record<string, unknown>, token?: string) {
  return gql(
    `mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { ${profileFields} } }`,
    { input },
    { token: token ?? (await admin()).accessToken },
  );
}

const setPassword = (token: string, password: string) =>
  gql(`mutation($token: String!, $password: String!) { setPasswordWithToken(token: $token, password: $password) }`, {
    token,
    password,
  });

/** The mail's text with quoted-printable undone (long lines, such as the link, are folded with '=' there). */
function mailText(mail: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(mail)) return mail;
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The set-password link e-mailed to this address, once the mail is in the outbox. */
async function mailedLink(email: string): Promise<{ mail: string; link: URL }> {
  await waitFor(() => outboxMailContaining(`To: ${email}`) !== undefined);
  const mail = mailText(outboxMailContaining(`To: ${email}`) ?? '');
  const link = mail.match(/https?:\/\/\S+\/auth\/set-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no set-password link in ${mail}`);
  return { mail, link: new URL(link) };
}

const freshEmail = () => `new-teacher-${uuid()}@example.com`;

describe('createTeacher', () => {
  it('creates the account, the profile and the reporting teacher, and e-mails a link that sets a password once', async () => {
    const email = freshEmail();
    const created = await createTeacher({
      email: ` ${email.toUpperCase().replace('@', ' @')} `,
      title: 'Mr',
      name: ' Sipho ',
      surname: 'Dlamini',
      phone: '082 555 0199',
      province: 'Limpopo',
      language: 'English',
    });
    expect(created.errors).toBeUndefined();
    const profile = created.data?.createTeacher;
    expect(profile).toMatchObject({
      status: 'Active',
      type: 'TeacherProfile',
      title: 'Mr',
      name: 'Sipho',
      surname: 'Dlamini',
      province: 'Limpopo',
      language: 'English',
    });
    expect(profile.owner).toMatch(new RegExp(`^[0-9a-f-]{36}::${email}$`));

    const reporting = await gql(
      `query($id: ID!) { listReportingTeachers(filter: { teacherprofileID: { eq: $id } }) { items { email phone roles title name surname province owner productCount registrationDate } } }`,
      { id: profile.id },
      { token: (await admin()).accessToken },
    );
    expect(reporting.data?.listReportingTeachers.items).toEqual([
      expect.objectContaining({
        email,
        phone: '+27825550199',
        roles: ['teacher'],
        title: 'Mr',
        name: 'Sipho',
        surname: 'Dlamini',
        province: 'Limpopo',
        owner: profile.owner,
        productCount: 0,
      }),
    ]);

    const { mail, link } = await mailedLink(email);
    expect(link.pathname).toBe('/auth/set-password');
    expect(mail).toMatch(/^Subject: Set your Classroom Platform password$/m);
    expect(mail).not.toMatch(/password\s*:/i);
    const linkToken = link.searchParams.get('token') ?? '';
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // No password works before the link is used.
    expect(errorCode(await gql(`mutation { signIn(email: "${email}", password: "Password1!") { accessToken } }`))).toBe(
      'UNAUTHENTICATED',
    );
    const weak = await setPassword(linkToken, 'password');
    expect(fieldErrors(weak)).toEqual({
      password:
        'Password must be at least 8 characters and contain a digit, a special character, an uppercase and a lowercase letter',
    });
    // A refused password does not use the link up.
    expect((await setPassword(linkToken, 'Chosen-Pass9')).data?.setPasswordWithToken).toBe(email);
    const session = await signIn(email, 'Chosen-Pass9');
    expect(session.user.groups).toEqual(['teacher']);
    expect(session.teacherProfileId).toBe(profile.id);

    const again = await setPassword(linkToken, 'Another-Pass9');
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(again)).toEqual({ token: 'This link has expired or was already used.' });
    await signIn(email, 'Chosen-Pass9');
  });

  it('runs once with an Idempotency-Key, as the web app sends it, and mails the link after the commit', async () => {
    const email = freshEmail();
    const key = uuid();
    const send = async () =>
      gql(
        `mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id owner } }`,
        { input: { email } },
        {
          token: (await admin()).accessToken,
          headers: { 'idempotency-key': key },
        },
      );
    const first = await send();
    expect(first.errors).toBeUndefined();
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data).toEqual(first.data);
    const token = (await mailedLink(email)).link.searchParams.get('token') ?? '';
    expect((await setPassword(token, 'Chosen-Pass9')).data?.setPasswordWithToken).toBe(email);
  });

  it('lets exactly one of two uses of a link at once through', async () => {
    const email = freshEmail();
    expect((await createTeacher({ email })).errors).toBeUndefined();
    const token = (await mailedLink(email)).link.searchParams.get('token') ?? '';
    const outcomes = await Promise.all([setPassword(token, 'First-Pass1'), setPassword(token, 'Second-Pass2')]);
    const succeeded = outcomes.filter((outcome) => outcome.data?.setPasswordWithToken === email);
    const refused = outcomes.filter(
      (outcome) =>
        (fieldErrors(outcome) as Record<string, string> | undefined)?.token ===
        'This link has expired or was already used.',
    );
    expect([succeeded.length, refused.length]).toEqual([1, 1]);
    const winner = outcomes.indexOf(succeeded[0]) === 0 ? 'First-Pass1' : 'Second-Pass2';
    await signIn(email, winner);
  });

  it('refuses an unknown link', async () => {
    expect(fieldErrors(await setPassword('not-a-real-token', 'Chosen-Pass9'))).toEqual({
      token: 'This link has expired or was already used.',
    });
  });

  it("checks the form with the specification's messages", async () => {
    expect(fieldErrors(await createTeacher({ email: '   ' }))).toEqual({ email: 'Email is required' });
    expect(fieldErrors(await createTeacher({ email: 'not an email' }))).toEqual({ email: 'E-mail must be valid' });
    expect(fieldErrors(await createTeacher({ email: freshEmail(), phone: '12345' }))).toEqual({
      phone: 'Invalid South African phone number',
    });
    expect(
      fieldErrors(await createTeacher({ email: freshEmail(), province: 'Atlantis', language: 'Klingon' })),
    ).toEqual({
      province: 'Province must be one of the nine provinces',
      language: expect.any(String),
    });
    expect(fieldErrors(await createTeacher({ email: freshEmail(), province: 'Gauteng', school: uuid() }))).toEqual({
      school: expect.any(String),
    });
    // The phone is optional; a number with +27 is kept as it is.
    const email = freshEmail();
    expect((await createTeacher({ email, phone: '+27 82 555 0100' })).errors).toBeUndefined();
    const customers = await gql(
      `query($search: String) { customers(search: $search) { items { phone email } } }`,
      { search: email },
      { token: (await admin()).accessToken },
    );
    expect(customers.data?.customers.items).toEqual([{ phone: '+27825550100', email }]);
  });

  it('answers CONFLICT for an e-mail in use, telling whether that account is in the teacher group', async () => {
    const teacher = await newTeacher();
    const taken = await createTeacher({ email: teacher.user.email.toUpperCase() });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'A teacher with this email already exists.',
      extensions: { code: 'CONFLICT', inTeacherGroup: true },
    });
    const imported = await createTeacher({ email: 'reporting@example.com' });
    expect(imported.errors?.[0]).toMatchObject({
      message: 'A teacher with this email already exists.',
      extensions: { code: 'CONFLICT', inTeacherGroup: false },
    });
  });

  it('creates one account for two creates of one e-mail at once', async () => {
    const email = freshEmail();
    const outcomes = await Promise.all([createTeacher({ email }), createTeacher({ email })]);
    expect(outcomes.filter((outcome) => outcome.data?.createTeacher)).toHaveLength(1);
    expect(outcomes.map(errorCode).filter(Boolean)).toEqual(['CONFLICT']);
  });

  it('is for admins and superadmins only; setPasswordWithToken is public', async () => {
    const [teacher, superadmin] = await Promise.all([newTeacher(), signIn('superadmin@example.com')]);
    expect(errorCode(await createTeacher({ email: freshEmail() }, teacher.accessToken))).toBe('FORBIDDEN');
    expect(errorCode(await gql(`mutation { createTeacher(input: { email: "${freshEmail()}" }) { id } }`))).toBe(
      'UNAUTHENTICATED',
    );
    expect((await createTeacher({ email: freshEmail() }, superadmin.accessToken)).errors).toBeUndefined();
  });
});
