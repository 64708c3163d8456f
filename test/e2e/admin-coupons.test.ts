/**
 * The Coupons screen as an admin uses it (issue 10, 002 sections 2, 5, 6, 9): a coupon made in the dialog with the
 * spec's messages, restricted with the teacher picker to one teacher, who then applies it in her cart and sees the
 * discount, while another teacher is refused; the code is unique; edit and delete; the screen in Afrikaans.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderTotals, roundMoney } from '../../server/domain/pricing.ts';
import { gql, signIn, type Session } from '../helpers/api.ts';
import { browserPerFile, chooseOption, screenshot } from '../helpers/browser.ts';
import { addToCart, demoItem, titles } from '../api/shop-helpers.ts';
import { createdTeacher } from './teacher-accounts.ts';

const { signedInPage, adminPage } = browserPerFile({ width: 1440, height: 1000 });

const money = (value: number) => `R ${roundMoney(value).toFixed(2)}`;
const uniqueCode = () => `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

/** The teacher opens her cart holding a downloadable product and verifies the code. */
async function tryCoupon(teacher: Session, code: string): Promise<Page> {
  const product = await demoItem(titles.numberFun);
  expect((await addToCart(teacher, product.id)).errors).toBeUndefined();
  const page = await signedInPage(teacher.user.email, '/app/products?cart=cart');
  const cart = page.getByTestId('cart-dialog');
  await cart.getByText(titles.numberFun).waitFor();
  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await expect.poll(() => page.getByLabel('Coupon code').inputValue()).toBe(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  return page;
}

describe('coupons', () => {
  it('creates a coupon for one teacher with the picker: she gets the discount, another teacher is refused', async () => {
    const admin = await signIn('admin@example.com');
    const [chosen, other] = await Promise.all([createdTeacher(admin), createdTeacher(admin)]);
    const code = uniqueCode();
    const page = await adminPage('/admin/coupons');
    await page.getByRole('heading', { name: 'Coupons' }).waitFor();

    await page.getByRole('button', { name: 'New Coupon' }).click();
    await page.waitForURL(/coupon=new/);
    const dialog = page.getByRole('dialog', { name: 'New Coupon' });
    const codeField = dialog.getByLabel('Coupon Code');
    await codeField.fill('x');
    await codeField.fill('');
    await dialog.getByText('Coupon code is required').waitFor();
    // Typing upper-cases and strips everything but letters and digits.
    await codeField.pressSequentially(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)} !`);
    await expect.poll(() => codeField.inputValue()).toBe(code);
    await dialog.getByLabel('Discount Value').fill('20');
    const startDate = dialog.getByLabel('Start Date');
    await startDate.click();
    await startDate.fill('2020-01-01');
    await startDate.press('Enter');
    await dialog
      .getByText('An End Date is required')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    const endDate = dialog.getByLabel('End Date');
    await endDate.click();
    await endDate.fill('2099-12-31');
    await endDate.press('Enter');
    await chooseOption(page, dialog.getByLabel('Restrict to'), 'Teachers');

    // The picker searches by name, e-mail or id and shows the chosen teacher by her label.
    const picker = dialog.getByLabel('Teachers', { exact: true });
    await picker.pressSequentially(chosen.label);
    await chooseOption(page, picker, chosen.user.email);
    await dialog.locator('.ant-select-selection-item', { hasText: chosen.label }).waitFor();
    // The picker's list closes when the admin clicks elsewhere in the dialog.
    await dialog.getByText('New Coupon', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-coupon-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Other coupons may come first: the search finds it (a part of the code is enough).
    await page.getByLabel('Search coupon codes').fill(code.slice(0, -1).toLowerCase());
    await page.getByLabel('Search coupon codes').press('Enter');
    await page.waitForURL(/q=/);
    await page.getByRole('cell', { name: code, exact: true }).waitFor();
    await screenshot(page, 'admin-coupons');

    const stored = (
      await gql(
        `query($code: String!) { listCoupons(filter: { couponCode: { eq: $code } }) { items { id couponCode enabled discount { type value } restrictTo { type value } startDate endDate } } }`,
        { code },
        { token: admin.accessToken },
      )
    ).data?.listCoupons.items;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      enabled: true,
      discount: { type: 'PERCENTAGE', value: 20 },
      restrictTo: { value: [chosen.teacherProfileId] },
    });

    // Reopened, the dialog shows her by label, not by id.
    await page.getByRole('button', { name: `Edit coupon ${code}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await edit.locator('.ant-select-selection-item', { hasText: chosen.label }).waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // A second coupon with the same code is refused by the server, on the code field.
    await page.getByRole('button', { name: 'New Coupon' }).click();
    const duplicate = page.getByRole('dialog', { name: 'New Coupon' });
    await duplicate.getByLabel('Coupon Code').fill(code);
    await duplicate.getByLabel('Discount Value').fill('5');
    for (const [label, date] of [
      ['Start Date', '2020-01-01'],
      ['End Date', '2099-12-31'],
    ] as const) {
      await duplicate.getByLabel(label).click();
      await duplicate.getByLabel(label).fill(date);
      await duplicate.getByLabel(label).press('Enter');
    }
    await duplicate.getByRole('button', { name: 'Save' }).click();
    await duplicate.getByText('Coupon code already exists').waitFor();
    await duplicate.getByRole('button', { name: 'Cancel' }).click();

    // The chosen teacher gets 20 % off her downloadable total.
    const product = await demoItem(titles.numberFun);
    const cartPage = await tryCoupon(chosen, code);
    await cartPage.getByTestId('cart-dialog').getByText(`Coupon ${code} applied`).waitFor();
    const expected = orderTotals(
      [{ price: product.price, discountPercentage: product.discountPercentage, physical: false }],
      {
        discount: { type: 'PERCENTAGE', value: 20 },
      },
    );
    const breakdown = (row: string) => cartPage.getByTestId('price-breakdown').locator(`tr[data-row="${row}"] td`);
    await expect.poll(() => breakdown('coupon').textContent()).toBe(`- ${money(expected.couponDiscount)}`);
    await expect.poll(() => breakdown('total').textContent()).toBe(money(expected.total));
    await screenshot(cartPage, 'cart-restricted-coupon');

    // Another teacher is refused.
    const refused = await tryCoupon(other, code);
    await refused.getByText('This coupon is not available for your account').waitFor();

    // Deleted after a confirmation, it is gone from the table.
    await page.getByRole('button', { name: `Delete coupon ${code}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('cell', { name: code, exact: true }).waitFor({ state: 'detached' });
  });

  it('reads in Afrikaans', async () => {
    const page = await adminPage('/admin/coupons');
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await page.getByRole('heading', { name: 'Koepons', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Nuwe koepon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuwe koepon' });
    await dialog.getByLabel('Koeponkode').fill('x');
    await dialog.getByLabel('Koeponkode').fill('');
    await dialog.getByText('Koeponkode is verpligtend').waitFor();
    await dialog.getByLabel('Beperk tot').waitFor();
    await screenshot(page, 'admin-coupon-dialog-af');
  });
});
