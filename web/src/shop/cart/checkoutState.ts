import { useCallback, useState } from 'react';
import type { ShippingDetails } from '../../../../server/domain/shipping';

export interface AppliedCoupon {
  couponCode: string;
  discount: { type?: string | null; value?: number | null } | null;
}

/** What the teacher chose on the way through the checkout dialogs; kept for the tab so a reload does not lose it. */
export interface CheckoutChoices {
  /** What is typed in the coupon field; the applied coupon itself is stored on the cart. */
  couponInput: string;
  shipping: ShippingDetails | null;
  paymentMethod: string | null;
}

const STORAGE_KEY = 'classroom.checkout';
const empty: CheckoutChoices = { couponInput: '', shipping: null, paymentMethod: null };

function stored(): CheckoutChoices {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? { ...empty, ...(JSON.parse(text) as Partial<CheckoutChoices>) } : empty;
  } catch {
    return empty;
  }
}

export function useCheckoutChoices() {
  const [choices, setChoices] = useState<CheckoutChoices>(stored);
  const update = useCallback((changes: Partial<CheckoutChoices>) => {
    setChoices((current) => {
      const next = { ...current, ...changes };
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    sessionStorage.removeItem(STORAGE_KEY);
    setChoices(empty);
  }, []);
  return { choices, update, clear };
}
