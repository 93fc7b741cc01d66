/**
 * Step 1, 'Appointment': the date strip, the day's time slots ('Select time-slot', 'Closed' when none) and the
 * waitlist under them (issue 31), the employees free for the chosen time ('Select Employee'), the cart's items and
 * total, and 'Proceed'.
 */
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { orderPaymentNote } from '../../lib/deposit-words.ts';
import { formatNaira, formatTime } from '../../lib/format.ts';
import type { Employee } from '../../lib/types.ts';
import type { CartItem } from '../../stores/cart.ts';
import { DateStrip } from './DateStrip.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { OrderLines } from './OrderLines.tsx';
import type { Load } from './load.ts';

interface Props {
  /** The branch's IANA time zone: slots are shown in it. */
  timeZone: string;
  headingRef: Ref<HTMLHeadingElement>;
  strip: ComponentProps<typeof DateStrip>;
  slots: Load<string[]>;
  time: string | null;
  onTime: (iso: string) => void;
  onRetrySlots: () => void;
  staff: Load<Employee[]>;
  employeeId: string | null;
  onEmployee: (branchEmployeeId: string) => void;
  onRetryStaff: () => void;
  items: CartItem[];
  total: number;
  /** Why the flow came back here (a lost race, an offered time taken), shown as an alert. */
  notice: string | null;
  /** What the flow chose for the customer (a waitlist offer's time), announced politely. */
  info?: string | null;
  /** Shown under the times once the chosen day's times are known: joining the waitlist. */
  waitlist?: ReactNode;
  error: string | null;
  onProceed: () => void;
}

export function AppointmentStep({ headingRef, ...p }: Props) {
  const timeId = useId();
  const staffId = useId();
  const orderId = useId();
  const hasTime = p.slots.status === 'ready' && p.slots.data.length > 0;

  return (
    <section className="booking-step" aria-labelledby={`${timeId}-h`}>
      <h2 id={`${timeId}-h`} ref={headingRef} tabIndex={-1}>
        Get Appointment
      </h2>
      {p.notice && (
        <p className="booking-alert" role="alert">
          {p.notice}
        </p>
      )}
      {p.info && (
        <p className="booking-info" role="status">
          {p.info}
        </p>
      )}
      <div className="booking-layout">
        <div className="card booking-card">
          <DateStrip {...p.strip} />

          <div className="field">
            <label htmlFor={timeId}>Time</label>
            {p.slots.status === 'error' ? (
              <LoadFailure message="Failed loading timings" error={p.slots.error} onRetry={p.onRetrySlots} />
            ) : p.slots.status === 'ready' && p.slots.data.length === 0 ? (
              <>
                <output id={timeId} className="slot-closed">
                  Closed
                </output>
                <p className="field-hint">No free time on this day. Please choose another date or join the waitlist.</p>
              </>
            ) : (
              <>
                <select
                  id={timeId}
                  value={hasTime && p.time ? p.time : ''}
                  disabled={!hasTime}
                  aria-describedby={hasTime ? undefined : `${timeId}-hint`}
                  onChange={(e) => p.onTime(e.target.value)}
                >
                  <option value="">Select time-slot</option>
                  {p.slots.status === 'ready' &&
                    p.slots.data.map((iso) => (
                      <option key={iso} value={iso}>
                        {formatTime(iso, p.timeZone)}
                      </option>
                    ))}
                </select>
                {!hasTime && (
                  <p id={`${timeId}-hint`} className="field-hint" role="status">
                    {p.slots.status === 'loading' ? 'Loading times…' : 'Choose a date first.'}
                  </p>
                )}
              </>
            )}
          </div>
          {p.waitlist}

          <div className="field">
            <label htmlFor={staffId}>Employee</label>
            {p.staff.status === 'error' ? (
              <LoadFailure message="Failed loading employee list" error={p.staff.error} onRetry={p.onRetryStaff} />
            ) : (
              <>
                <select
                  id={staffId}
                  value={p.employeeId ?? ''}
                  disabled={p.staff.status !== 'ready' || p.staff.data.length === 0}
                  aria-describedby={
                    p.staff.status === 'ready' && p.staff.data.length > 0 ? undefined : `${staffId}-hint`
                  }
                  onChange={(e) => p.onEmployee(e.target.value)}
                >
                  <option value="">Select Employee</option>
                  {p.staff.status === 'ready' &&
                    p.staff.data.map((s) => (
                      <option key={s.branchEmployeeId} value={s.branchEmployeeId}>
                        {s.name}
                      </option>
                    ))}
                </select>
                {!(p.staff.status === 'ready' && p.staff.data.length > 0) && (
                  <p id={`${staffId}-hint`} className="field-hint" role="status">
                    {p.staff.status === 'loading'
                      ? 'Loading employees…'
                      : p.staff.status === 'ready'
                        ? 'Nobody is free at this time any more. Please choose another time.'
                        : 'Choose a time first.'}
                  </p>
                )}
              </>
            )}
          </div>
        </div>

        <aside className="card booking-order" aria-labelledby={orderId}>
          <h3 id={orderId}>Your order</h3>
          {p.items.length > 0 && <OrderLines items={p.items} />}
          <p className="order-total">
            Total amount <strong>{formatNaira(p.total)}</strong>
          </p>
          {p.error && (
            <p className="form-error" role="alert">
              {p.error}
            </p>
          )}
          <button type="button" className="btn btn-accent booking-next" onClick={p.onProceed}>
            Proceed
          </button>
          <p className="muted small">{orderPaymentNote(p.items)}</p>
        </aside>
      </div>
    </section>
  );
}
