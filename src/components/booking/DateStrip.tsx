/**
 * 'Get Appointment' date strip: the month's name between previous/next arrows, and a button per bookable day
 * (short weekday and day of the month; the chosen one is pressed).
 */
import { useId } from 'react';
import type { AvailableDate } from '../../lib/types.ts';
import { LoadFailure } from './LoadFailure.tsx';
import type { Load } from './load.ts';

interface Props {
  month: string;
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  dates: Load<AvailableDate[]>;
  selected: string | null;
  onSelect: (fullDate: string) => void;
  onRetry: () => void;
}

export function DateStrip({ month, canPrev, canNext, onPrev, onNext, dates, selected, onSelect, onRetry }: Props) {
  const labelId = useId();
  return (
    <div className="date-strip" role="group" aria-labelledby={labelId}>
      <div className="month-bar">
        <button type="button" className="month-arrow" aria-label="Previous month" disabled={!canPrev} onClick={onPrev}>
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={labelId} className="month-name" aria-live="polite">
          {month}
        </h3>
        <button type="button" className="month-arrow" aria-label="Next month" disabled={!canNext} onClick={onNext}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {dates.status === 'loading' && (
        <p className="muted" role="status">
          Loading dates…
        </p>
      )}
      {dates.status === 'error' && (
        <LoadFailure message="Could not load dates or branch" error={dates.error} onRetry={onRetry} />
      )}
      {dates.status === 'ready' && dates.data.length === 0 && (
        <p className="muted">No dates open for booking in {month}.</p>
      )}
      {dates.status === 'ready' && dates.data.length > 0 && (
        <ul className="day-list" role="list">
          {dates.data.map((d) => (
            <li key={d.fullDate}>
              <button
                type="button"
                className="day-button"
                data-date={d.fullDate}
                aria-pressed={d.fullDate === selected}
                onClick={() => onSelect(d.fullDate)}
              >
                <span className="day-name">{d.day}</span> <span className="day-number">{d.date}</span>
                <span className="visually-hidden"> {month}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
