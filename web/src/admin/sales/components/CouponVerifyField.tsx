import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { couponMessages } from '../../../../../server/domain/coupon';
import { translateServerMessage } from '../../../core/i18n/serverMessages';
import type { AppliedCoupon } from '../../../shop/cart/checkoutState';
import { CouponCodeInput } from '../../../shop/cart/CouponCodeInput';
import { SalesVerifyCouponDocument } from '../operations';

interface CouponVerifyFieldProps {
  teacherProfileId: string;
  applied: AppliedCoupon | null;
  onApplied(coupon: AppliedCoupon | null): void;
  onVerifying(verifying: boolean): void;
  disabled: boolean;
}

/**
 * The create dialog's coupon (002 §2, §5, §8): Verify or Enter checks the code for the order's teacher (the server
 * checks it again on save); a refusal's text shows under the field and clears the coupon; a failed call says so.
 * The shop's coupon field applies a code to the signed-in teacher's own cart, which an admin creating an order for
 * her has not got: the two share the field, not what Verify does.
 */
export function CouponVerifyField({
  teacherProfileId,
  applied,
  onApplied,
  onVerifying,
  disabled,
}: CouponVerifyFieldProps) {
  const client = useApolloClient();
  const [input, setInput] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const verify = async (code: string) => {
    setVerifying(true);
    onVerifying(true);
    setProblem(null);
    try {
      const { data } = await client.query({
        query: SalesVerifyCouponDocument,
        variables: { teacherProfileID: teacherProfileId, couponCode: code },
        fetchPolicy: 'network-only',
      });
      const outcome = data.verifyCoupon;
      if (outcome.validCoupon?.couponCode) {
        onApplied({ couponCode: outcome.validCoupon.couponCode, discount: outcome.validCoupon.discount ?? null });
        setInput('');
      } else {
        onApplied(null);
        setProblem(translateServerMessage(outcome.error ?? couponMessages.invalid));
      }
    } catch {
      onApplied(null);
      setProblem(translateServerMessage(couponMessages.callFailed));
    } finally {
      setVerifying(false);
      onVerifying(false);
    }
  };

  return (
    <CouponCodeInput
      namespace="adminSales"
      id="sales-coupon-code"
      input={input}
      onInput={setInput}
      problem={problem}
      onProblem={setProblem}
      onVerify={(code) => void verify(code)}
      verifying={verifying}
      disabled={disabled}
      applied={applied}
      onRemove={() => onApplied(null)}
    />
  );
}
