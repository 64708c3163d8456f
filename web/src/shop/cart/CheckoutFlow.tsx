import { ApolloError, useApolloClient, useMutation } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderTotals } from '../../../../server/domain/pricing';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { CheckoutDocument } from '../orderOperations';
import { useCart } from '../shopData';
import { useDialogParam } from '../../ui/urlState';
import { submitPaymentForm } from './cardPayment';
import { CartDialog } from './CartDialog';
import { useCheckoutChoices, type AppliedCoupon } from './checkoutState';
import { PaymentDialog } from './PaymentDialog';
import { ShippingDialog } from './ShippingDialog';
import '../shop.css';

function codeOf(error: unknown): unknown {
  return error instanceof ApolloError ? error.graphQLErrors[0]?.extensions?.code : undefined;
}

/**
 * The checkout (000 section 4): cart → shipping (only with physical items) → payment method → checkout, each step
 * an entry in the address (?cart=cart|shipping|payment), so Back moves in reverse. The server decides the outcome:
 * EFT and Free show the order; card payment posts the provider's form.
 */
export default function CheckoutFlow() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const client = useApolloClient();
  const step = useDialogParam('cart');
  const online = useOnline();
  const { choices, update, clear } = useCheckoutChoices();
  const { cart, items, loaded, refetch } = useCart();
  const [checkout] = useMutation(CheckoutDocument);
  const [checkingOut, setCheckingOut] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const blockedReason = online ? null : t('offline.needsConnection');
  // The coupon lives on the cart (applyCoupon); checkout re-checks it there.
  const coupon: AppliedCoupon | null = cart?.coupon?.couponCode
    ? { couponCode: cart.coupon.couponCode, discount: cart.coupon.discount ?? null }
    : null;
  const physical = items.some((item) => item.physical);
  const totals = orderTotals(items, coupon);
  const wanted = step.value === 'shipping' || step.value === 'payment' ? step.value : 'cart';
  const afterCart =
    wanted === 'shipping' && !physical
      ? 'payment'
      : wanted === 'payment' && physical && !choices.shipping
        ? 'shipping'
        : wanted;
  // An empty cart (checked out meanwhile, or Back after checkout) shows the cart's empty state.
  const current = loaded && items.length === 0 ? 'cart' : afterCart;

  const submit = async (method: string) => {
    if (!cart) return;
    setCheckingOut(true);
    setFailure(null);
    try {
      const { data } = await checkout({
        variables: {
          input: {
            orderId: cart.id,
            _version: cart._version,
            paymentMethod: method,
            shippingDetails: physical ? choices.shipping : null,
          },
        },
      });
      const result = data?.checkout;
      if (!result) return;
      clear();
      if (result.payment) {
        submitPaymentForm(result.payment);
        return;
      }
      await client.refetchQueries({ include: ['Cart', 'BoughtProductIds'] });
      void navigate(`/app/productorders/${encodeURIComponent(result.order.id)}`, { replace: true });
    } catch (error) {
      if (codeOf(error) === 'CONFLICT') {
        await refetch();
        setFailure(t('payment.cartChanged'));
        return;
      }
      const fields = fieldErrorsOf(error);
      if (fields.some((field) => field.name === 'couponCode')) await refetch();
      setFailure(fields.length > 0 ? fields.flatMap((field) => field.errors).join(' ') : messageOf(error));
    } finally {
      setCheckingOut(false);
    }
  };

  if (current === 'shipping') {
    return (
      <ShippingDialog
        initial={choices.shipping}
        blockedReason={blockedReason}
        onBack={() => step.back('cart')}
        onNext={(shipping) => {
          update({ shipping });
          step.open('payment');
        }}
        onClose={step.close}
      />
    );
  }
  if (current === 'payment') {
    return (
      <PaymentDialog
        totals={totals}
        coupon={coupon}
        method={choices.paymentMethod}
        onMethod={(paymentMethod) => update({ paymentMethod })}
        checkingOut={checkingOut}
        failure={failure}
        blockedReason={blockedReason ?? (items.some((item) => item.unAvailable) ? t('cart.unavailableWarning') : null)}
        onBack={() => step.back(physical ? 'shipping' : 'cart')}
        onCheckout={(method) => void submit(method)}
        onClose={step.close}
      />
    );
  }
  return (
    <CartDialog
      coupon={coupon}
      couponInput={choices.couponInput}
      onCouponInput={(couponInput) => update({ couponInput })}
      blockedReason={blockedReason}
      onNext={() => step.open(physical ? 'shipping' : 'payment')}
      onClose={step.close}
    />
  );
}
