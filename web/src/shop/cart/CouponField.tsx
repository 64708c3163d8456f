import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { couponMessages } from '../../../../server/domain/coupon';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { ApplyCouponDocument, CartDocument } from '../orderOperations';
import type { AppliedCoupon } from './checkoutState';
import { CouponCodeInput } from './CouponCodeInput';

interface CouponFieldProps {
  /** The cart the coupon is applied to (000 section 7: "the coupon is applied to the order"). */
  cartId: string | null;
  input: string;
  onInput(value: string): void;
  /** The coupon stored on the cart. */
  applied: AppliedCoupon | null;
  /** Why the coupon cannot be changed now (offline), or null. */
  blockedReason: string | null;
  onVerifying(verifying: boolean): void;
}

/**
 * The cart's coupon (000 sections 5, 7, 8): Verify (or Enter) applies it to the cart on the server, so it is still
 * there after a reload and checkout uses it; a refusal's text shows under the field and the cart keeps no coupon;
 * Remove takes it off; a failed call says so.
 */
export function CouponField({ cartId, input, onInput, applied, blockedReason, onVerifying }: CouponFieldProps) {
  const [apply, { loading }] = useMutation(ApplyCouponDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CartDocument, data: { cart: data.applyCoupon.order } });
    },
  });
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (couponCode: string) => {
    if (!cartId) return;
    onVerifying(true);
    setProblem(null);
    try {
      const { data } = await apply({ variables: { orderId: cartId, couponCode } });
      const error = data?.applyCoupon.error;
      if (error) setProblem(translateServerMessage(error));
      else if (couponCode) onInput('');
    } catch {
      setProblem(translateServerMessage(couponMessages.callFailed));
    } finally {
      onVerifying(false);
    }
  };

  return (
    <CouponCodeInput
      namespace="shop"
      id="coupon-code"
      input={input}
      onInput={onInput}
      problem={problem}
      onProblem={setProblem}
      onVerify={(code) => void send(code)}
      verifying={loading}
      disabled={!cartId || blockedReason !== null}
      applied={applied}
      onRemove={() => void send('')}
    />
  );
}
