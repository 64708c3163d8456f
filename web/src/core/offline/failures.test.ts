import { describe, expect, it } from 'vitest';
import { httpStatusOf, isNoAnswer, isServerFailure, requestIdOfFailure, retryDelayMs } from './failures';

describe('what a failed request tells', () => {
  it.each([
    ['fetch found no server', new TypeError('Failed to fetch'), true],
    ['the request timed out', new DOMException('The operation was aborted.', 'AbortError'), true],
    ['the server answered 500', Object.assign(new Error('Received status code 500'), { statusCode: 500 }), false],
    ['an error of its own', new Error('boom'), false],
  ])('%s: no answer is %s', (_case, error, expected) => {
    expect(isNoAnswer(error)).toBe(expected);
  });

  it.each([
    [{ statusCode: 500 }, 500],
    [{ statusCode: 503 }, 503],
    [{ statusCode: 409 }, 409],
    [{ statusCode: 0 }, undefined],
    [new TypeError('Failed to fetch'), undefined],
    [null, undefined],
  ])('the HTTP status of %o is %s', (error, expected) => {
    expect(httpStatusOf(error)).toBe(expected);
  });

  it.each([
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [400, false],
    [409, false],
    [undefined, false],
  ])('HTTP %s is a server failure: %s', (status, expected) => {
    expect(isServerFailure(status)).toBe(expected);
  });
});

describe('retrying after a server problem', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 32_000],
    [6, 60_000],
    [20, 60_000],
  ])('retry %i waits %i ms', (attempt, expected) => {
    expect(retryDelayMs(attempt)).toBe(expected);
  });
});

describe("a failed answer's request id (issue 29)", () => {
  it('is read from the X-Request-Id header, else from the first error', () => {
    const headers = new Headers({ 'x-request-id': 'from-header' });
    expect(requestIdOfFailure({ statusCode: 503, response: { headers }, result: {} })).toBe('from-header');
    const result = { errors: [{ message: 'x', extensions: { code: 'SERVICE_UNAVAILABLE', requestId: 'from-body' } }] };
    expect(requestIdOfFailure({ statusCode: 503, response: { headers: new Headers() }, result })).toBe('from-body');
  });

  it('is null when the answer has none', () => {
    expect(requestIdOfFailure({ statusCode: 502, result: 'Bad gateway' })).toBeNull();
    expect(requestIdOfFailure(new TypeError('Failed to fetch'))).toBeNull();
    expect(requestIdOfFailure(undefined)).toBeNull();
  });
});
