import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log.ts';
import { requestFinished } from './request-log.ts';
import { requestIdOf, workRecord } from './request-record.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("a request's id (issue 29)", () => {
  it("is the caller's X-Request-Id when it is a sane one", () => {
    expect(requestIdOf('abc-123')).toBe('abc-123');
    expect(requestIdOf(['proxy.7:1', 'second'])).toBe('proxy.7:1');
  });

  it('is made here when there is none, or it could carry anything into the log', () => {
    expect(requestIdOf(undefined)).toMatch(uuid);
    expect(requestIdOf('two words')).toMatch(uuid);
    expect(requestIdOf('x\n{"level":"fatal"}')).toMatch(uuid);
    expect(requestIdOf('a'.repeat(129))).toMatch(uuid);
  });
});

describe("a request's log line (issue 29)", () => {
  afterEach(() => vi.restoreAllMocks());

  function finish(url: string, route: string, options: { secretPath?: boolean; status?: number } = {}) {
    const written = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    vi.spyOn(log, 'isLevelEnabled').mockReturnValue(true);
    const request = { ...workRecord(route, 'user-1'), secretPath: options.secretPath ?? false };
    const req = new IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = url;
    const res = new ServerResponse(req);
    res.statusCode = options.status ?? 200;
    Object.defineProperty(res, 'writableFinished', { value: true });
    requestFinished(req, res, request);
    return written.mock.calls[0]?.[0] as Record<string, unknown>;
  }

  it('names the path without its query string: a signed link carries its signature there', () => {
    const line = finish('/files/product/a.png?uid=u&exp=1&sig=SIGNATURE', '/files/');
    expect(line).toMatchObject({ path: '/files/product/a.png', status: 200, userId: 'user-1' });
    expect(JSON.stringify(line)).not.toContain('SIGNATURE');
  });

  it('names only the route when the rest of the path is a secret (a calendar feed)', () => {
    const line = finish('/calendar/FEEDTOKEN.ics', '/calendar/', { secretPath: true });
    expect(line.path).toBe('/calendar/[redacted]');
    expect(JSON.stringify(line)).not.toContain('FEEDTOKEN');
  });
});
