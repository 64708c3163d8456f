import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, isoTime, logSettings } from './log.ts';

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

describe('the log settings (issue 29)', () => {
  it('are JSON at info in production, readable lines while developing, quieter under tests', () => {
    expect(logSettings({ NODE_ENV: 'production' })).toEqual({ level: 'info', format: 'json' });
    expect(logSettings({})).toEqual({ level: 'info', format: 'pretty' });
    expect(logSettings({ NODE_ENV: 'test' })).toEqual({ level: 'warn', format: 'pretty' });
  });

  it('follow LOG_FORMAT and LOG_LEVEL, ignoring a level pino does not know', () => {
    expect(logSettings({ NODE_ENV: 'production', LOG_FORMAT: 'pretty', LOG_LEVEL: 'debug' })).toEqual({
      level: 'debug',
      format: 'pretty',
    });
    expect(logSettings({ LOG_FORMAT: 'json', LOG_LEVEL: 'loud' })).toEqual({ level: 'info', format: 'json' });
  });
});

describe('a logged object (issue 29)', () => {
  it('never carries a secret under a secret name, at the top or in its input or headers', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ level: 'info', format: 'json' }, stream);
    logger.info(
      {
        password: 'secret-P1',
        input: { password: 'secret-P2', newPassword: 'secret-P3', token: 'secret-T1' },
        accessToken: 'secret-T2',
        refreshToken: 'secret-T3',
        headers: { authorization: 'Bearer secret-T4', cookie: 'secret-C1' },
        signature: 'secret-S1',
        variables: { anything: 'secret-V1' },
        kept: 'visible',
      },
      'a mistake',
    );
    const line = lines.join('');
    for (const secret of [
      'secret-P1',
      'secret-P2',
      'secret-P3',
      'secret-T1',
      'secret-T2',
      'secret-T3',
      'secret-T4',
      'secret-C1',
      'secret-S1',
      'secret-V1',
    ])
      expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      level: 'info',
      msg: 'a mistake',
      kept: 'visible',
      password: '[redacted]',
    });
  });
});

describe("a line's time (issue 29)", () => {
  it('is the ISO time to the millisecond, as toISOString writes it', () => {
    for (const now of [0, 999, 1000, 1_764_400_000_123, 1_764_400_000_999, 1_764_400_001_000, 1_764_400_000_005])
      expect(isoTime(now)).toBe(`,"time":"${new Date(now).toISOString()}"`);
  });
});
