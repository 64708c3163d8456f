import { expect, it } from 'vitest';
import { readConfig, warningBlock } from './config.ts';

it.each([
  [{}, true],
  [{ NODE_ENV: 'production' }, false],
  [{ NODE_ENV: 'production', GRAPHQL_IDE: 'true' }, true],
  [{ GRAPHQL_IDE: 'false' }, false],
])('GraphQL IDE with %j: %s', (env, expected) => expect(readConfig(env).graphqlIde).toBe(expected));

it('reads the trusted proxies and the card provider address the page policy allows', () => {
  expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  expect(readConfig({}).trustProxy).toBe(0);
  expect(readConfig({ PAYFAST_PROCESS_URL: 'https://www.payfast.co.za/eng/process' }).payfastProcessUrl).toBe(
    'https://www.payfast.co.za/eng/process',
  );
});

it.each([
  [{}, true],
  [{ NODE_ENV: 'production' }, false],
  [{ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }, true],
  [{ GRAPHQL_INTROSPECTION: 'false' }, false],
])('introspection with %j: %s', (env, expected) => expect(readConfig(env).introspection).toBe(expected));

it('warns at start that card notifications are not verified outside production without a passphrase', () => {
  const [warning] = readConfig({}).startupWarnings;
  expect(warning).toContain('Card notifications are NOT verified');
  expect(warningBlock([warning])).toMatch(/^!{100}\n!! Card notifications are NOT verified[^]*\n!{100}$/);
  expect(readConfig({ PAYFAST_PASSPHRASE: 'secret' }).startupWarnings).toEqual([]);
  expect(readConfig({ PAYFAST_VALIDATE_REMOTE: 'true' }).startupWarnings).toEqual([]);
  const production = {
    NODE_ENV: 'production',
    PAYFAST_MERCHANT_ID: 'm',
    PAYFAST_MERCHANT_KEY: 'k',
    PAYFAST_PASSPHRASE: 'secret',
  };
  expect(readConfig(production).startupWarnings).toEqual([]);
  expect(readConfig({ ...production, PAYFAST_PASSPHRASE: '' }).startupWarnings).toEqual([
    'Card payment is off: neither PAYFAST_PASSPHRASE nor PAYFAST_VALIDATE_REMOTE is set: notifications could be forged.',
  ]);
  expect(readConfig({ ...production, GRAPHQL_IDE: 'true' }).startupWarnings).toEqual([
    'The GraphQL IDE is on but introspection is off: set GRAPHQL_INTROSPECTION=true for its schema.',
  ]);
});
