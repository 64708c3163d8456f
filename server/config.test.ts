import { expect, it } from 'vitest';
import { readConfig } from './config.ts';

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
