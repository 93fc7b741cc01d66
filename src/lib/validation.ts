/** The spec's form messages (section 5), word for word. */

/** 'Please fill up: Email, Password' for the empty required fields, or null when all are filled. */
export function missingFields(fields: [label: string, value: string | number | null | undefined][]): string | null {
  const missing = fields
    .filter(([, v]) => v === null || v === undefined || String(v).trim() === '')
    .map(([label]) => label);
  return missing.length ? `Please fill up: ${missing.join(', ')}` : null;
}

export const MESSAGES = {
  reconfirm: 'Reconfirm your password',
  fillAll: 'Please fill up all above inputs.',
  fallback: 'Something went wrong. Please try after sometime.',
  serviceFallback: 'Please recheck data filled.',
  cartEmpty: 'cart is empty',
  pickSlot: 'Please select employee and timings.',
  noCartItems: 'Cart items not present. Go back to saloon.',
  emptyTotal: 'Please add items to the cart.',
} as const;
