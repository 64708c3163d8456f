/** What the browser tests of the conflict dialog check alike (conflicts, two-devices). */
import type { Locator } from 'playwright-core';

/**
 * The dialog inside the viewport (`inside`), and the parts of it wider than their own box (`overflowing`, none
 * when values wrap and long ones scroll).
 */
export function fitsViewport(dialog: Locator): Promise<{ inside: boolean; overflowing: string[] }> {
  return dialog.evaluate((element) => {
    const box = (element.querySelector('.ant-modal-container') ?? element).getBoundingClientRect();
    const overflowing = [
      ...element.querySelectorAll<HTMLElement>(
        '.ant-modal-container, .conflict-field, .conflict-value, .conflict-footer',
      ),
    ]
      .filter((node) => node.scrollWidth > node.clientWidth + 1)
      .map((node) => `${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);
    return { inside: box.left >= 0 && box.right <= window.innerWidth, overflowing };
  });
}
