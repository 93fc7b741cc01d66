/** A branch's opening hours, fetched on the first click, then shown and hidden with each click. */
import { useId, useState } from 'react';
import { formatHour } from '../lib/format.ts';
import type { Timing } from '../lib/types.ts';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';

function TimingsToggle({ branchId }: { branchId: string }) {
  const [open, setOpen] = useState(false);
  const [timings, setTimings] = useState<Timing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function toggle() {
    const next = !open;
    setOpen(next);
    if (next && !timings) {
      try {
        setError(null);
        const { api } = await import('../lib/api.ts');
        setTimings(await api.timings(branchId));
      } catch {
        setError('Could not load timings');
      }
    }
  }

  return (
    <div className="timings">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={toggle}>
        Opening hours {open ? '▴' : '▾'}
      </button>
      <div id={id} hidden={!open}>
        {error && <p className="form-error">{error}</p>}
        {!error && !timings && open && <p className="muted">Loading…</p>}
        {timings && (
          <table className="timings-table">
            <tbody>
              {timings.map((t) => (
                <tr key={t.dayOfWeek}>
                  <th scope="row">{t.dayOfWeek}</th>
                  <td>{t.isOpened ? `${formatHour(t.openingTime)} – ${formatHour(t.closingTime)}` : 'Closed'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(TimingsToggle);
