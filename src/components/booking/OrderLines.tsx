/** The cart's services with their durations and prices: the same lines on the Appointment and Summary steps. */
import { formatDuration, formatNaira } from '../../lib/format.ts';
import type { CartItem } from '../../stores/cart.ts';

export function OrderLines({ items }: { items: CartItem[] }) {
  return (
    <ul className="booking-lines" role="list">
      {items.map((i) => (
        <li key={i.id}>
          <span className="line-name">{i.name}</span>
          <span className="line-duration muted">{formatDuration(i.hours, i.min)}</span>
          <span className="price">{formatNaira(i.price)}</span>
        </li>
      ))}
    </ul>
  );
}
