import { describe, expect, it } from 'vitest';
import { customerPath, isOwner, orderDialogLocation, ownerName, readSalesRoute } from './salesRoute';

const profile = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const sub = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const owner = `${sub}::teacher@example.com`;
const none = new URLSearchParams();

describe('the Sales routes (002 §2)', () => {
  it.each([
    [owner, true],
    [`${sub}::`, false],
    [`${sub}::two words`, false],
    ['not-an-id::teacher', false],
    [sub, false],
    [`::teacher`, false],
  ])('owner %s is valid: %s', (value, valid) => expect(isOwner(value)).toBe(valid));

  it('shows the owner without the part before ::', () => {
    expect(ownerName(owner)).toBe('teacher@example.com');
    expect(ownerName('plain')).toBe('plain');
    expect(ownerName(null)).toBe('');
  });

  it('opens an order by id on the plain list', () => {
    expect(readSalesRoute('ORDER', { orderId: 'x1' }, none)).toEqual({
      customer: null,
      orderId: 'x1',
      creating: false,
    });
    expect(readSalesRoute('ORDER', {}, none)).toEqual({ customer: null, orderId: null, creating: false });
  });

  it('filters to a teacher and opens the create dialog with new', () => {
    expect(readSalesRoute('QUOTE', { teacherProfileId: profile, owner, action: 'new' }, none)).toEqual({
      customer: { teacherProfileId: profile, owner },
      orderId: null,
      creating: true,
    });
    expect(
      readSalesRoute('ORDER', { teacherProfileId: profile, owner }, new URLSearchParams('order=o1')),
    ).toMatchObject({ orderId: 'o1', creating: false });
  });

  it('sends invalid parameters back to the plain list', () => {
    expect(readSalesRoute('ORDER', { teacherProfileId: 'nope', owner }, none)).toEqual({
      redirect: '/admin/productorders',
    });
    expect(readSalesRoute('QUOTE', { teacherProfileId: profile, owner: 'bad owner' }, none)).toEqual({
      redirect: '/admin/productorder-quotes',
    });
    expect(readSalesRoute('ORDER', { teacherProfileId: profile, owner, action: 'delete' }, none)).toEqual({
      redirect: customerPath('ORDER', { teacherProfileId: profile, owner }),
    });
  });

  it('keeps the owner url-encoded in the path and the filters in the dialog address', () => {
    const customer = { teacherProfileId: profile, owner };
    expect(customerPath('ORDER', customer)).toBe(
      `/admin/productorders/customer/${profile}/${sub}%3A%3Ateacher%40example.com`,
    );
    expect(orderDialogLocation('ORDER', null, new URLSearchParams('q=abc'), 'o1', 'edit')).toEqual({
      pathname: '/admin/productorders/o1',
      search: '?q=abc&mode=edit',
    });
    expect(orderDialogLocation('QUOTE', customer, new URLSearchParams('q=abc'), 'o1', 'view')).toEqual({
      pathname: customerPath('QUOTE', customer),
      search: '?q=abc&order=o1',
    });
  });
});
