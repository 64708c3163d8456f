import { describe, expect, it } from 'vitest';
import { emailError, httpUrlError, internationalPhone, messages, passwordError, phoneError } from './validators.ts';

describe('password policy (000 section 5)', () => {
  it.each([
    ['Password1!', null],
    ['password1!', messages.passwordPolicy],
    ['PASSWORD1!', messages.passwordPolicy],
    ['Password!!', messages.passwordPolicy],
    ['Password12', messages.passwordPolicy],
    ['Pa1!', messages.passwordPolicy],
    ['', messages.passwordRequired],
  ])('%s', (password, expected) => expect(passwordError(password)).toBe(expected));
});

describe('South African phone numbers', () => {
  it.each([
    ['0821234567', null],
    ['+27821234567', null],
    ['082 123 4567', null],
    ['+27 82 123 4567', null],
    ['082123456', messages.phoneInvalid],
    ['+44821234567', messages.phoneInvalid],
    ['', messages.phoneRequired],
  ])('%s', (phone, expected) => expect(phoneError(phone)).toBe(expected));

  it('turns a leading 0 into +27', () => expect(internationalPhone('082 123 4567')).toBe('+27821234567'));
});

describe('e-mail', () => {
  it.each([
    ['teacher@example.com', null],
    ['teacher@example', messages.emailInvalid],
    ['', messages.emailRequired],
  ])('%s', (email, expected) => expect(emailError(email)).toBe(expected));
});

describe('an address a user stores (issue 25: http and https only)', () => {
  it.each([
    ['https://example.com/video', null],
    ['http://example.com', null],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', null],
    ['HTTPS://EXAMPLE.COM/', null],
    ['', null],
    [null, null],
    ['javascript:alert(1)', messages.urlInvalid],
    ['JavaScript:alert(1)', messages.urlInvalid],
    ['  javascript:alert(1)', messages.urlInvalid],
    ['data:text/html,<script>alert(1)</script>', messages.urlInvalid],
    ['vbscript:msgbox', messages.urlInvalid],
    ['//evil.example/x', messages.urlInvalid],
    ['/files/a.png', messages.urlInvalid],
    ['example.com', messages.urlInvalid],
    ['ftp://example.com/file', messages.urlInvalid],
    ['https://', messages.urlInvalid],
    ['https://exa mple.com', messages.urlInvalid],
    ['https://example.com/"onmouseover="x', messages.urlInvalid],
    ['https://example.com/\u0000', messages.urlInvalid],
    [`https://example.com/${'a'.repeat(2100)}`, messages.urlInvalid],
  ])('%j → %j', (url, expected) => {
    expect(httpUrlError(url)).toBe(expected);
  });
});
