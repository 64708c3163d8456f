import { describe, expect, it } from 'vitest';
import { messages } from '../domain/validators.ts';
import { checkShippingDetails, shippingMessages } from './shipping.ts';

const valid = {
  address1: '12 Jacaranda Street',
  city: 'Pretoria',
  province: 'Gauteng',
  postalCode: '0002',
  country: 'South Africa',
  phoneNumber: '082 123 4567',
};

describe('shipping details (000 section 5)', () => {
  it('accepts complete details, trimmed', () => {
    const { details, errors } = checkShippingDetails({ ...valid, city: ' Pretoria ', address2: '  ' });
    expect(errors).toEqual({});
    expect(details).toMatchObject({ city: 'Pretoria', address2: null, country: 'South Africa' });
  });

  it.each([
    ['address1', '', shippingMessages.address1],
    ['city', ' ', shippingMessages.city],
    ['province', '', shippingMessages.province],
    ['province', 'Gauteng Province', shippingMessages.province],
    ['postalCode', '', shippingMessages.postalCode],
    ['country', '', shippingMessages.country],
    ['country', 'Namibia', shippingMessages.country],
    ['phoneNumber', '', messages.phoneRequired],
    ['phoneNumber', '12345', messages.phoneInvalid],
  ])('%s %j → %s', (field, value, message) =>
    expect(checkShippingDetails({ ...valid, [field]: value }).errors).toEqual({ [field]: message }),
  );

  it('reports every missing field at once', () =>
    expect(Object.keys(checkShippingDetails(null).errors)).toHaveLength(6));
});
