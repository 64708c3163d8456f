import { useEffect, useRef } from 'react';

/**
 * Focus goes back to the card a product dialog was opened from when it closes (by its buttons, Esc or the
 * browser's Back): the element focused as it opened if it is still on the page, else the card of the product
 * first opened (a dialog opened by address, or one that moved on to a related product).
 */
export function useCardFocusReturn(openId: string | null): void {
  const opener = useRef<{ element: Element | null; id: string } | null>(null);
  useEffect(() => {
    if (openId) {
      opener.current ??= { element: document.activeElement, id: openId };
      return;
    }
    const last = opener.current;
    opener.current = null;
    if (!last) return;
    const card = document.querySelector(`[data-item-id="${CSS.escape(last.id)}"]`);
    const target = last.element?.isConnected && last.element !== document.body ? last.element : card;
    if (target instanceof HTMLElement) target.focus();
  }, [openId]);
}
