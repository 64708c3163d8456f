import { describe, expect, it } from 'vitest';
import { requestReference } from './requestReference';

describe("a failed call's reference (issue 29)", () => {
  it("is the request's id when the server failed, so that it can be found in the log", () => {
    expect(requestReference({ code: 'INTERNAL_SERVER_ERROR', requestId: 'req-42' })).toBe('req-42');
    expect(requestReference({ code: 'SERVICE_UNAVAILABLE', requestId: 'req-43' })).toBe('req-43');
  });

  it("is left out of the user's own mistakes, and of answers without an id", () => {
    expect(requestReference({ code: 'BAD_USER_INPUT', requestId: 'req-42' })).toBeNull();
    expect(requestReference({ code: 'FORBIDDEN', requestId: 'req-42' })).toBeNull();
    expect(requestReference({ code: 'INTERNAL_SERVER_ERROR' })).toBeNull();
    expect(requestReference(undefined)).toBeNull();
  });
});
