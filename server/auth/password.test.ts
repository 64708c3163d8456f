import { describe, expect, it } from 'vitest';
import { hashCost, hashPassword, productionCost, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('are scrypt at 32 MiB outside the tests, and verify with the cost they were made with', async () => {
    expect(hashCost({ NODE_ENV: 'production' })).toEqual(productionCost);
    expect(hashCost({})).toEqual(productionCost);
    expect(productionCost.N! * 128 * productionCost.r!).toBe(32 * 1024 * 1024);
    const stored = await hashPassword('Password1!', productionCost);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Password1!', stored)).toBe(true);
    expect(await verifyPassword('Password2!', stored)).toBe(false);
  });

  it('are cheaper under NODE_ENV=test, with the same function', async () => {
    const stored = await hashPassword('Password1!', hashCost({ NODE_ENV: 'test' }));
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Password1!', stored)).toBe(true);
    expect(await verifyPassword('password1!', stored)).toBe(false);
  });
});
