/**
 * $subscriptionItem: the plan being bought,
 * kept in localStorage under the spec's key until the payment is recorded.
 */
import { persistentAtom } from '@nanostores/persistent';

export interface SubscriptionItem {
  subscriptionTypeId: string;
  subscriptionName: string;
  usdPrice: number;
}

const decode = (raw: string): SubscriptionItem | null => {
  try {
    const v = JSON.parse(raw) as SubscriptionItem | null;
    return v && typeof v.subscriptionTypeId === 'string' ? v : null;
  } catch {
    return null;
  }
};

export const $subscriptionItem = persistentAtom<SubscriptionItem | null>('subscriptionItem', null, {
  encode: (v) => (v ? JSON.stringify(v) : (undefined as unknown as string)),
  decode,
});

export const chooseSubscription = (item: SubscriptionItem) => $subscriptionItem.set(item);
export const clearSubscription = () => $subscriptionItem.set(null);
