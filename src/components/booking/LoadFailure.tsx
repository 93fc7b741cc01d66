/** A failed read inside the booking flow: the spec's error screen (status 500 with its message) and a way to retry. */
import { ErrorScreen } from '../ErrorScreen.tsx';
import type { ApiError } from '../../lib/api.ts';

interface Props {
  message: string;
  error?: ApiError;
  onRetry?: () => void;
}

export function LoadFailure({ message, error, onRetry }: Props) {
  // A 4xx carries a reason the customer can act on (e.g. a service the salon no longer offers); show it too.
  const reason = error && error.status >= 400 && error.status < 500 ? error.message : null;
  return (
    <div className="booking-failure">
      <ErrorScreen status={500} message={message} />
      {reason && <p className="muted">{reason}</p>}
      {onRetry && (
        <button type="button" className="btn btn-ghost btn-small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
