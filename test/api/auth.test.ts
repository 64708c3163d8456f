import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, signIn, uuid } from '../helpers/api.ts';

const authFields = 'accessToken refreshToken user { id email groups }';
const refresh = `mutation($token: String!) { refreshSession(refreshToken: $token) { ${authFields} } }`;

describe('accounts and sessions', () => {
  it('signs up a teacher with a profile and the teacher group', async () => {
    const teacher = await newTeacher();
    expect(teacher.user.groups).toEqual(['teacher']);
    const me = await gql(
      '{ me { email groups teacherProfile { id status type } } }',
      {},
      { token: teacher.accessToken },
    );
    expect(me.data?.me.teacherProfile).toMatchObject({
      id: teacher.teacherProfileId,
      status: 'Active',
      type: 'TeacherProfile',
    });
  });

  it('refuses a weak password and a bad phone number with the specification messages', async () => {
    const response = await gql(`mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }`, {
      input: { email: `weak-${uuid()}@example.com`, password: 'password', phoneNumber: '12345' },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0].extensions?.fieldErrors).toEqual({
      password:
        'Password must be at least 8 characters and contain a digit, a special character, an uppercase and a lowercase letter',
      phoneNumber: 'Invalid South African phone number',
    });
  });

  it('signs in the demo accounts with their groups', async () => {
    expect((await signIn('admin@example.com')).user.groups).toEqual(['admin']);
    expect((await signIn('superadmin@example.com')).user.groups).toEqual(['superadmin', 'admin']);
    const teacher = await signIn('teacher@example.com');
    expect(teacher.user.groups).toEqual(['teacher']);
    const me = await gql('{ me { teacherProfile { province } } }', {}, { token: teacher.accessToken });
    expect(me.data?.me.teacherProfile.province).toBe('Gauteng');
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const teacher = await newTeacher();
    const first = await gql(refresh, { token: teacher.refreshToken });
    const rotated = first.data?.refreshSession;
    expect(rotated.refreshToken).not.toBe(teacher.refreshToken);
    expect(rotated.user.id).toBe(teacher.user.id);

    const reuse = await gql(refresh, { token: teacher.refreshToken });
    expect(errorCode(reuse)).toBe('UNAUTHENTICATED');
    // The theft signal ends the newer token of the same family too.
    const afterReuse = await gql(refresh, { token: rotated.refreshToken });
    expect(errorCode(afterReuse)).toBe('UNAUTHENTICATED');
  });

  it('ends the session on sign-out', async () => {
    const teacher = await newTeacher();
    await gql('mutation($token: String) { signOut(refreshToken: $token) }', { token: teacher.refreshToken });
    expect(errorCode(await gql(refresh, { token: teacher.refreshToken }))).toBe('UNAUTHENTICATED');
  });

  it('rejects a forged or expired access token', async () => {
    const teacher = await newTeacher();
    const [header, payload] = teacher.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const response = await gql('{ me { id } }', {}, { token: forged });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(errorCode(await gql('{ me { id } }', {}, { token: `${none}.${payload}.` }))).toBe('UNAUTHENTICATED');
  });

  it('throttles repeated failed sign-ins for an account', async () => {
    const teacher = await newTeacher();
    const attempt = () =>
      gql(`mutation($email: String!) { signIn(email: $email, password: "Wrong1!pass") { accessToken } }`, {
        email: teacher.user.email,
      });
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push(errorCode(await attempt()));
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('UNAUTHENTICATED'));
    expect(codes[5]).toBe('RATE_LIMITED');
    const correct = await gql(
      `mutation($email: String!) { signIn(email: $email, password: "Password1!") { accessToken } }`,
      {
        email: teacher.user.email,
      },
    );
    expect(errorCode(correct)).toBe('RATE_LIMITED');
  });
});
