/** The planner's walk, shared by the browser tests that plan a lesson (planning, planner-offline). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Goes on to the planner's next step (its heading changes) and answers every field there. */
export async function answerNextStep(page: Page, step: number): Promise<void> {
  const heading = page.getByRole('heading', { level: 3 });
  const before = (await heading.count()) > 0 ? await heading.innerText() : '';
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => heading.innerText()).not.toBe(before);
  await answerStepFields(page, step);
}

/** Answers every field of the planner's current step, whatever its type; `step` numbers the answers. */
async function answerStepFields(page: Page, step: number): Promise<void> {
  const fields = page.locator('.ant-form-item');
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    if ((await field.locator('textarea').count()) > 0) await field.locator('textarea').fill(`Answer ${step}.${index}`);
    else if ((await field.locator('.ant-radio-wrapper').count()) > 0)
      await field.locator('.ant-radio-wrapper').first().click();
    else if ((await field.locator('.ant-checkbox-wrapper').count()) > 0)
      await field.locator('.ant-checkbox-wrapper').first().click();
    else if ((await field.locator('.ant-select').count()) > 0) {
      await field.locator('.ant-select').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .first()
        .click();
      await page.keyboard.press('Escape');
    } else if ((await field.locator('input').count()) > 0) await field.locator('input').fill(`Answer ${step}.${index}`);
  }
}
