/**
 * Security probe items 5 and 6: sessions end when they should (signOut, a revoked refresh family, an expired token,
 * also on an open socket), and throttles can be neither dodged nor turned on users. The throttle tests run their
 * own server behind one trusted proxy (TRUST_PROXY), so that each request can come from an address of its choosing.
 */
import type { Client } from 'graphql-ws';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app.ts';
import { countSignInFailure } from '../../server/auth/sign-in-throttle.ts';
import { createTokenService, signingKey } from '../../server/auth/tokens.ts';
import type { Config } from '../../server/config.ts';
import { errorCode, gql, newTeacher, serverUrl, uuid, watchedClient, type GraphQLResponse } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';
import { addToCart, cartOf, checkout, demoItem, titles } from './shop-helpers.ts';

const refresh = `mutation($token: String!) { refreshSession(refreshToken: $token) { accessToken refreshToken } }`;
const signOut = 'mutation($token: String) { signOut(refreshToken: $token) }';
const me = '{ me { id } }';

/** Resolves with the close code once the socket is connected and then closed (or 0 after the wait). */
function closeCode(
  client: Client,
  afterConnected: () => Promise<unknown> = async () => undefined,
  waitMs = 10_000,
): Promise<number> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(0), waitMs);
    client.on('connected', () => void afterConnected());
    client.on('closed', (event) => {
      clearTimeout(timer);
      resolve((event as { code: number }).code);
    });
  });
}

describe('sessions end when they should', () => {
  it('refuses the access token after signOut', async () => {
    const teacher = await newTeacher();
    expect((await gql(me, {}, { token: teacher.accessToken })).data?.me.id).toBe(teacher.user.id);
    const printUnknownLesson = () =>
      fetch(`${serverUrl()}/print/pdf/lesson/${uuid()}`, {
        headers: { authorization: `Bearer ${teacher.accessToken}` },
      });
    expect((await printUnknownLesson()).status).toBe(404);
    await gql(signOut, { token: teacher.refreshToken });
    expect(errorCode(await gql(me, {}, { token: teacher.accessToken }))).toBe('UNAUTHENTICATED');
    // The HTTP routes check the session the same way.
    expect((await printUnknownLesson()).status).toBe(401);
  });

  it('refuses every access token of a family revoked by a reused refresh token', async () => {
    const teacher = await newTeacher();
    const rotated = (await gql(refresh, { token: teacher.refreshToken })).data?.refreshSession;
    expect((await gql(me, {}, { token: rotated.accessToken })).data?.me.id).toBe(teacher.user.id);
    expect(errorCode(await gql(refresh, { token: teacher.refreshToken }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(me, {}, { token: rotated.accessToken }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(me, {}, { token: teacher.accessToken }))).toBe('UNAUTHENTICATED');
  });

  it('closes a subscription socket when its session is signed out', async () => {
    const teacher = await newTeacher();
    const client = watchedClient(teacher.accessToken, serverUrl()).client;
    const code = await closeCode(client, () => gql(signOut, { token: teacher.refreshToken }));
    expect(code).toBe(4401);
  });
});

let own: OwnServer;
let server: RunningServer;
let config: Config;
const trustProxy = process.env.TRUST_PROXY;

/** A GraphQL request to this file's own server, from `address` behind a proxy that forwards `forged` too. */
async function from<T = Record<string, any>>(
  address: string,
  query: string,
  variables: Record<string, unknown> = {},
  forged = '',
) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forged ? `${forged}, ${address}` : address },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}

const signUpMutation = `mutation($input: SignUpInput!) { signUp(input: $input) { accessToken refreshToken } }`;
const signInMutation = `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }`;

async function signUpFrom(address: string, email = `victim-${uuid()}@example.com`) {
  const response = await from(address, signUpMutation, { input: { email, password: 'Password1!' } });
  expect(response.errors).toBeUndefined();
  return { email, ...response.data?.signUp };
}

const signInFrom = (address: string, email: string, password: string, forged = '') =>
  from(address, signInMutation, { email, password }, forged);
const randomAddress = () => `192.0.2.${Math.floor(Math.random() * 254) + 1}`;

describe('throttles that cannot be dodged or turned on users', () => {
  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    own = await startOwnServer('classroom-security');
    ({ server, config } = own);
  });

  afterAll(async () => {
    await own?.close();
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
  });

  it('closes a subscription socket when its token expires', async () => {
    const session = await signUpFrom('198.51.100.1');
    const claims = decodeJwt(session.accessToken);
    const shortLived = await createTokenService(signingKey(config), async () => true, 2).issue({
      userId: String(claims.sub),
      email: String(claims.email),
      groups: ['teacher'],
      teacherProfileId: String(claims.tp),
      sessionId: String(claims.sid),
    });
    expect(await closeCode(watchedClient(shortLived, server.url).client)).toBe(4401);
  });

  it('takes the address from the trusted proxy: a rotating left-most X-Forwarded-For does not dodge', async () => {
    const attacker = '198.51.100.7';
    const neighbour = await signUpFrom('198.51.100.8');
    expect((await signInFrom(attacker, neighbour.email, 'Password1!')).errors).toBeUndefined();
    const codes = [];
    for (let i = 0; i < 51; i += 1)
      codes.push(errorCode(await signInFrom(attacker, `nobody-${uuid()}@example.com`, 'Wrong1!pass', randomAddress())));
    expect(codes.slice(0, 50)).toEqual(Array(50).fill('UNAUTHENTICATED'));
    expect(codes[50]).toBe('RATE_LIMITED');
    // Someone behind the same address who has signed in there before is not locked out by it.
    expect((await signInFrom(attacker, neighbour.email, 'Password1!')).errors).toBeUndefined();
  });

  it('does not let failures from another address lock the victim out', async () => {
    const victim = await signUpFrom('198.51.100.20');
    const codes = [];
    for (let i = 0; i < 7; i += 1) codes.push(errorCode(await signInFrom('203.0.113.66', victim.email, 'Wrong1!pass')));
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('UNAUTHENTICATED'));
    expect(codes[6]).toBe('RATE_LIMITED');
    expect((await signInFrom('198.51.100.20', victim.email, 'Password1!')).errors).toBeUndefined();
  });

  it('throttles sign-up per address', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < 10; i += 1) await signUpFrom(address);
    const refused = await from(address, signUpMutation, {
      input: { email: `more-${uuid()}@example.com`, password: 'Password1!' },
    });
    expect(errorCode(refused)).toBe('RATE_LIMITED');
  });

  it('keeps its counters over a restart', async () => {
    const victim = await signUpFrom('198.51.100.40');
    for (let i = 0; i < 5; i += 1)
      expect(errorCode(await signInFrom('203.0.113.41', victim.email, 'Wrong1!pass'))).toBe('UNAUTHENTICATED');
    // Four more failures, as the service counts them, make the back-off (16 s) outlast the restart.
    for (let i = 0; i < 4; i += 1) await countSignInFailure(server.app.db, victim.email, '203.0.113.41');
    await server.close();
    server = own.server = await startServer(config);
    expect(errorCode(await signInFrom('203.0.113.41', victim.email, 'Password1!'))).toBe('RATE_LIMITED');
  });
});

describe('coupon guesses', () => {
  it('counts coupon codes tried at checkout with verifyCoupon', async () => {
    const teacher = await newTeacher();
    await addToCart(teacher, (await demoItem(titles.numberFun)).id);
    const codes = [];
    for (let i = 0; i < 10; i += 1) {
      const cart = await cartOf(teacher);
      codes.push(
        errorCode(
          await checkout(teacher, {
            orderId: cart.id,
            _version: cart._version,
            paymentMethod: 'EFT',
            couponCode: `GUESS${i}`,
          }),
        ),
      );
    }
    expect(codes).toEqual(Array(10).fill('BAD_USER_INPUT'));
    const verify = await gql(
      `query($id: ID!) { verifyCoupon(teacherProfileID: $id, couponCode: "GUESS10") { error } }`,
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    expect(errorCode(verify)).toBe('RATE_LIMITED');
  });
});
