import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../core/auth/authContext';
import type { CartOrderFragment } from '../gql/graphql';
import { BoughtProductIdsDocument, ShopProfileDocument } from './operations';
import {
  AddToCartDocument,
  CartDocument,
  OrderCreatedDocument,
  OrderUpdatesDocument,
  RemoveFromCartDocument,
} from './orderOperations';

const cartStatuses = new Set(['PENDING', 'QUOTING']);

export type CartOrder = CartOrderFragment;
export type CartItem = NonNullable<CartOrder['orderProducts']>[number];

/** The signed-in teacher's profile id; shopping needs one (admins without a profile only browse). */
export function useShopper(): { signedIn: boolean; profileId: string | null } {
  const { status, user } = useAuth();
  return {
    signedIn: status !== 'anonymous',
    profileId: status === 'authenticated' ? (user?.teacherProfile?.id ?? null) : null,
  };
}

/** The cart: the pending order (first QUOTING, else first PENDING), as the server computes it. */
export function useCart() {
  const { profileId } = useShopper();
  const { data, loading, error, refetch } = useQuery(CartDocument, { skip: !profileId });
  const cart = data?.cart ?? null;
  const items = useMemo(() => cart?.orderProducts ?? [], [cart]);
  return { cart, items, loaded: Boolean(profileId) && data !== undefined, loading, error, refetch };
}

export function useBoughtIds(): ReadonlySet<string> {
  const { signedIn } = useShopper();
  const { data } = useQuery(BoughtProductIdsDocument, { skip: !signedIn });
  return useMemo(() => new Set(data?.boughtProductIds ?? []), [data]);
}

export function useShopProfile() {
  const { profileId } = useShopper();
  const { data } = useQuery(ShopProfileDocument, { variables: { id: profileId ?? '' }, skip: !profileId });
  return data?.getTeacherProfile ?? null;
}

/** How the signed-in user relates to shop items: in the cart, subscribed, bought (001 section 4). */
export interface ShopRelations {
  inCart: ReadonlySet<string>;
  subscribed: ReadonlySet<string>;
  bought: ReadonlySet<string>;
  owns(id: string): boolean;
}

export function useShopRelations(): ShopRelations {
  const { items } = useCart();
  const bought = useBoughtIds();
  const profile = useShopProfile();
  return useMemo(() => {
    const inCart = new Set(items.map((item) => item.productId));
    const subscribed = new Set((profile?.productSubscriptions ?? []).map((subscription) => subscription.productId));
    return { inCart, subscribed, bought, owns: (id: string) => bought.has(id) || subscribed.has(id) };
  }, [items, bought, profile]);
}

/** Cart writes: the server adds and removes (000 section 4); the answer becomes the cached cart. */
export function useCartWrites() {
  const [add, addState] = useMutation(AddToCartDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CartDocument, data: { cart: data.addToCart } });
    },
  });
  const [remove, removeState] = useMutation(RemoveFromCartDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CartDocument, data: { cart: data.removeFromCart ?? null } });
    },
  });
  const addToCart = useCallback(
    async (productId: string, answers?: unknown[]) =>
      (await add({ variables: { input: { productId, answers: answers ?? null } } })).data?.addToCart ?? null,
    [add],
  );
  const removeFromCart = useCallback(
    async (productId: string) => {
      await remove({ variables: { input: { productId } } });
    },
    [remove],
  );
  return { addToCart, removeFromCart, busy: addState.loading || removeState.loading };
}

/**
 * An order changed on the server (an admin marked it PAID, a card payment arrived, an admin made a quote): the
 * library, the cart and the order lists on screen are fetched again.
 */
export function useOrderUpdates(): void {
  const client = useApolloClient();
  const { profileId } = useShopper();
  useSubscription(OrderUpdatesDocument, {
    skip: !profileId,
    onData: ({ data }) => {
      const order = data.data?.onUpdateTeacherProductsOrder;
      if (!order) return;
      if (cartStatuses.has(order.orderStatus)) {
        // This tab's own cart writes arrive here too: only a newer version (an admin's quote edit) is fetched.
        const cart = client.readQuery({ query: CartDocument })?.cart;
        if (cart?.id === order.id && cart._version >= order._version) return;
        void client.refetchQueries({ include: ['Cart'] });
        return;
      }
      void client.refetchQueries({ include: ['BoughtProductIds', 'Cart', 'MyOrders', 'OrderDetail', 'ShopItems'] });
    },
  });
  useSubscription(OrderCreatedDocument, {
    skip: !profileId,
    onData: ({ data }) => {
      const order = data.data?.onCreateTeacherProductsOrder;
      const cart = client.readQuery({ query: CartDocument })?.cart;
      if (order && cart?.id !== order.id) void client.refetchQueries({ include: ['Cart', 'MyOrders'] });
    },
  });
}
