/** Stars out of 5, filled first, then empty; read out as "4.5 out of 5 stars". Renders statically or in islands. */
import { stars } from '../lib/format.ts';

export default function Stars({ rating, label }: { rating: number; label?: string }) {
  const { filled, empty } = stars(rating);
  return (
    <span className="stars" role="img" aria-label={label ?? `${Math.round(rating * 10) / 10} out of 5 stars`}>
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span className="empty" aria-hidden="true">
        {'★'.repeat(empty)}
      </span>
    </span>
  );
}
