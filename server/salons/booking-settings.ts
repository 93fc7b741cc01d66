/**
 * A branch's booking settings: when reminders go out (2, 24 or 48 hours before), the minimum notice to book, and until
 * how many hours before the start a cancellation refunds a deposit.
 */
import { eq } from 'drizzle-orm';
import { branches } from '../db/schema.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { bookingSettings } from '../queries/salon-account.ts';
import type { SalonActor, SalonsDeps } from './context.ts';

/** What the owner sets, and what the reminder sender and the slot reads follow. */
export interface BookingSettings {
  /** Hours before the appointment; none turns reminders off. */
  reminderHours: (2 | 24 | 48)[];
  minNoticeMinutes: number;
  cancellationWindowHours: number;
  textChannel: 'off' | 'sms' | 'whatsapp';
}

const read = async (deps: SalonsDeps, branchId: string) =>
  (await bookingSettings(deps.db, branchId)) ?? refuse('not-found', 'Branch not found.');

/** The actor's branch's booking settings. */
export function bookingSettingsOf(deps: SalonsDeps, actor: SalonActor): Promise<Outcome<BookingSettings>> {
  return outcome(() => read(deps, actor.branchId));
}

/** Saves the actor's branch's booking settings; answers them as stored. */
export function saveBookingSettings(
  deps: SalonsDeps,
  actor: SalonActor,
  settings: Omit<BookingSettings, 'cancellationWindowHours' | 'textChannel'> &
    Partial<Pick<BookingSettings, 'cancellationWindowHours' | 'textChannel'>>,
): Promise<Outcome<BookingSettings>> {
  return outcome(async () => {
    const hours = [...settings.reminderHours].sort((a, b) => b - a);
    await deps.db
      .update(branches)
      .set({
        reminderHours: hours,
        minNoticeMinutes: settings.minNoticeMinutes,
        cancellationWindowHours: settings.cancellationWindowHours,
        textChannel: settings.textChannel,
        updatedAt: deps.now(),
      })
      .where(eq(branches.id, actor.branchId));
    // The minimum notice changes which times are offered; the window is shown on the branch page.
    deps.catalogChanged?.();
    return read(deps, actor.branchId);
  });
}
