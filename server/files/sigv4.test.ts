/**
 * The example requests AWS publishes for header-based SigV4 on S3 ("Examples of signature calculations",
 * AWS S3 API reference, sig-v4-header-based-auth): credentials AKIAIOSFODNN7EXAMPLE /
 * wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, region us-east-1, 24 May 2013 00:00:00 UTC.
 */
import { describe, expect, it } from 'vitest';
import { amzDate, emptyPayloadHash, sha256Hex, signRequest, uriEncode } from './sigv4.ts';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const now = new Date(Date.UTC(2013, 4, 24, 0, 0, 0));
const region = 'us-east-1';

describe('AWS Signature Version 4 (AWS published examples)', () => {
  it('GET Object with a Range header', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: emptyPayloadHash,
        region,
        now,
      },
      credentials,
    );
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${emptyPayloadHash}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        emptyPayloadHash,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object with a body, a Date header and a key that needs encoding', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest(
      {
        method: 'PUT',
        url: new URL(`https://examplebucket.s3.amazonaws.com/${uriEncode('test$file.text', true)}`),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
        region,
        now,
      },
      credentials,
    );
    expect(signed.canonicalRequest.split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket (list objects) with query parameters, sorted by name', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
        payloadHash: emptyPayloadHash,
        region,
        now,
      },
      credentials,
    );
    expect(signed.canonicalRequest.split('\n')[2]).toBe('max-keys=2&prefix=J');
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('signing details', () => {
  it('encodes keys the S3 way', () => {
    expect(uriEncode('Products/abc/1700000000000-a b+c.png', true)).toBe('Products/abc/1700000000000-a%20b%2Bc.png');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    expect(uriEncode('ключ', true)).toBe('%D0%BA%D0%BB%D1%8E%D1%87');
    expect(uriEncode("!'()*", true)).toBe('%21%27%28%29%2A');
  });

  it('formats the date as x-amz-date', () =>
    expect(amzDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z'));

  it('signs the session token of temporary credentials', () => {
    const signed = signRequest(
      { method: 'HEAD', url: new URL('http://localhost:9000/bucket/key'), payloadHash: emptyPayloadHash, region, now },
      { ...credentials, sessionToken: 'token' },
    );
    expect(signed.headers['x-amz-security-token']).toBe('token');
    expect(signed.headers.host).toBe('localhost:9000');
    expect(signed.headers.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
  });
});
