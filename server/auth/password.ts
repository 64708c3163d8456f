/** Password hashing with scrypt, a memory-hard function (32 MiB per hash with these parameters). */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type Cost = Pick<ScryptOptions, 'N' | 'r' | 'p'>;

/** 32 MiB and about 0.1 s per hash. */
export const productionCost: Cost = { N: 2 ** 15, r: 8, p: 1 };
/** 1 MiB: the test suites sign in some thousand times, and the hash is the same function (docs/decisions.md). */
const testCost: Cost = { N: 2 ** 10, r: 8, p: 1 };
const maxmem = 64 * 1024 * 1024;

/** The cost new hashes are made with: the production one but under NODE_ENV=test. */
export function hashCost(env: NodeJS.ProcessEnv = process.env): Cost {
  return env.NODE_ENV === 'test' ? testCost : productionCost;
}
const keyLength = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: Cost = hashCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { ...cost, maxmem });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hash of a password nobody has, so that unknown accounts take as long as known ones. */
export const decoyHash = await hashPassword(randomBytes(16).toString('hex'));
