import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { useNotices } from '../../ui/notices';
import { useCart, useCartWrites, useShopper } from '../shopData';
import { useDialogParam } from '../../ui/urlState';

/** 'buy' adds the item and opens the cart; 'cart' only adds it. */
export type BuyMode = 'buy' | 'cart';

interface Buyable {
  id: string;
  questions?: readonly unknown[] | null;
}

/**
 * Buying an item (001 "Shop and library"): signed out → /app/products/{id}/buy (sign-in comes first); already in
 * the cart → the cart; with questions → the questions dialog; else added at once. `replaceAt` opens the next
 * dialog in place of the current address (the /buy route).
 */
export function useBuying(item: Buyable | null) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const online = useOnline();
  const { message } = useNotices();
  const { signedIn, profileId } = useShopper();
  const { items, loaded } = useCart();
  const { addToCart, busy } = useCartWrites();
  const cartDialog = useDialogParam('cart');
  const questionsDialog = useDialogParam('questions');
  const inCart = item ? items.some((entry) => entry.productId === item.id) : false;
  const hasQuestions = (item?.questions?.length ?? 0) > 0;
  const ready = signedIn && Boolean(profileId) && loaded && online;

  const add = useCallback(
    async (
      mode: BuyMode,
      answers: unknown[] | undefined,
      replaceAt?: string,
      extra: Record<string, string | null> = {},
    ) => {
      if (!item) return false;
      try {
        await addToCart(item.id, answers);
      } catch (error) {
        if (answers) throw error;
        message.error(messageOf(error));
        return false;
      }
      if (mode === 'buy') cartDialog.open('cart', extra, replaceAt);
      return true;
    },
    [item, addToCart, cartDialog, message],
  );

  const start = useCallback(
    async (mode: BuyMode, replaceAt?: string) => {
      if (!item) return;
      if (!signedIn) {
        void navigate(`/app/products/${encodeURIComponent(item.id)}/buy`);
        return;
      }
      if (inCart) {
        cartDialog.open('cart', {}, replaceAt);
        return;
      }
      if (hasQuestions) {
        questionsDialog.open(mode, {}, replaceAt);
        return;
      }
      await add(mode, undefined, replaceAt);
    },
    [item, signedIn, inCart, hasQuestions, navigate, cartDialog, questionsDialog, add],
  );

  /** The questions dialog's answers: added, then the cart in place of the questions dialog ('buy') or back. */
  const answer = useCallback(
    async (answers: unknown[]) => {
      const mode: BuyMode = questionsDialog.value === 'buy' ? 'buy' : 'cart';
      if (mode === 'buy') await add('buy', answers, pathname, { questions: null });
      else if (await add('cart', answers)) questionsDialog.close();
    },
    [questionsDialog, add, pathname],
  );

  return {
    start,
    answer,
    inCart,
    hasQuestions,
    ready,
    busy,
    online,
    signedIn,
    questionsMode: questionsDialog.value,
    closeQuestions: questionsDialog.close,
  };
}
