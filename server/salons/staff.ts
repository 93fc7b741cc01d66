/**
 * The salon's staff: added, changed and deactivated by its owner. A member of staff is never deleted, so the
 * appointments they did keep their name.
 */
import { eq } from 'drizzle-orm';
import { employees } from '../db/schema.ts';
import { parseMobile } from '../domain/phone.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import type { SalonActor, SalonsDeps } from './context.ts';
import { isEmail, isId } from './form-checks.ts';

/** The staff form as sent (text, trimmed and capped); e-mail and phone may be empty; a phone is kept in E.164. */
export interface StaffFields {
  name: string;
  email: string;
  phoneNumber: string;
}

function staffValues(form: StaffFields) {
  if (!form.name) refuse('invalid', 'Please fill up: Name');
  if (form.email && !isEmail(form.email)) refuse('invalid', 'Email must be a valid e-mail address.');
  const phone = form.phoneNumber ? parseMobile(form.phoneNumber) : undefined;
  if (phone && !phone.ok) refuse('invalid', phone.problem);
  return { name: form.name, email: form.email || null, phoneNumber: phone?.e164 ?? null };
}

/** A member of the actor's branch's staff. */
async function ownEmployee(deps: SalonsDeps, actor: SalonActor, id: string) {
  if (!isId(id)) refuse('not-found', 'Employee not found.');
  const [row] = await deps.db.select({ branchId: employees.branchId }).from(employees).where(eq(employees.id, id));
  if (!row) refuse('not-found', 'Employee not found.');
  if (row.branchId !== actor.branchId) refuse('forbidden', 'You can only manage your own salon.');
}

/** Adds a member of staff to the actor's branch. */
export function addStaff(deps: SalonsDeps, actor: SalonActor, form: StaffFields): Promise<Outcome<{ id: string }>> {
  return outcome(async () => {
    const [row] = await deps.db
      .insert(employees)
      .values({ branchId: actor.branchId, ...staffValues(form) })
      .returning({ id: employees.id });
    deps.catalogChanged?.();
    return { id: row!.id };
  });
}

/** Changes a member of the actor's staff; `isActive` only when the form says. */
export function updateStaff(
  deps: SalonsDeps,
  actor: SalonActor,
  input: { branchEmployeeId: string; form: StaffFields; isActive?: boolean },
): Promise<Outcome<null>> {
  return outcome(async () => {
    const id = input.branchEmployeeId;
    if (!isId(id)) refuse('invalid', 'Please choose an employee to edit.');
    await ownEmployee(deps, actor, id);
    const { isActive } = input;
    await deps.db
      .update(employees)
      .set({ ...staffValues(input.form), ...(isActive === undefined ? {} : { isActive }), updatedAt: deps.now() })
      .where(eq(employees.id, id));
    deps.catalogChanged?.();
    return null;
  });
}

/** Deactivates a member of the actor's staff: no new bookings, their past appointments stay. */
export function deactivateStaff(deps: SalonsDeps, actor: SalonActor, id: string): Promise<Outcome<null>> {
  return outcome(async () => {
    await ownEmployee(deps, actor, id);
    await deps.db.update(employees).set({ isActive: false, updatedAt: deps.now() }).where(eq(employees.id, id));
    deps.catalogChanged?.();
    return null;
  });
}
