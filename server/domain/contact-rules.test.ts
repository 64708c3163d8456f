import { describe, expect, it } from 'vitest';
import { contactErrors, contactMessages as messages, supportErrors } from './contact-rules.ts';

describe('support and contact forms (001 section 5)', () => {
  const form = {
    name: 'Thandi',
    email: 'thandi@example.com',
    category: 'Technical',
    subject: 'Printing',
    message: 'It does not print.',
  };
  it('accepts a complete form', () => expect(supportErrors(form)).toEqual({}));
  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'thandi@example' }, { email: 'E-mail must be valid' }],
    [{ category: '' }, { category: 'Category is required' }],
    [{ category: 'Billing' }, { category: messages.categoryInvalid }],
    [{ subject: ' ' }, { subject: 'Subject is required' }],
    [{ message: '' }, { message: 'Message is required' }],
    [{ message: 'x'.repeat(10_001) }, { message: messages.tooLong }],
  ])('%o', (change, expected) => expect(supportErrors({ ...form, ...change })).toEqual(expected));
  it('has no category on the contact form', () => {
    const { category: _category, ...contact } = form;
    expect(contactErrors(contact)).toEqual({});
  });
});
