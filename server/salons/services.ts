/**
 * The salon's services: added, changed and removed by its owner, checked in the spec's words. A service that has
 * been booked is retired rather than deleted, so the appointments that name it keep it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { appointmentServices, categories, services } from '../db/schema.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { touchBranches } from '../queries/site-index.ts';
import { depositRuleProblem, koboOf, parseNaira, ruleOf, type DEPOSIT_TYPES } from '../domain/deposits.ts';
import type { SalonActor, SalonsDeps } from './context.ts';
import { isId, isOn, requireFields } from './form-checks.ts';

/** The service form as sent (text, trimmed and capped); an empty status means active. */
export interface ServiceFields {
  serviceName: string;
  description: string;
  categoryId: string;
  durationHours: string;
  durationMinutes: string;
  price: string;
  status: string;
}

/** The form's values once they make a service: whole hours 0–12, minutes 0–59, at least 5 minutes, naira 0–10M. */
function serviceValues(form: ServiceFields) {
  requireFields([
    ['Service Name', form.serviceName],
    ['Description', form.description],
    ['Category', form.categoryId],
    ['Duration-Hours', form.durationHours],
    ['Duration-Minutes', form.durationMinutes],
    ['Price', form.price],
  ]);
  const hours = Number(form.durationHours);
  const minutes = Number(form.durationMinutes);
  const price = Number(form.price);
  if (!Number.isInteger(hours) || hours < 0 || hours > 12)
    refuse('invalid', 'Duration-Hours must be a whole number from 0 to 12.');
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59)
    refuse('invalid', 'Duration-Minutes must be a whole number from 0 to 59.');
  if (hours * 60 + minutes < 5) refuse('invalid', 'A service takes at least 5 minutes.');
  if (!Number.isFinite(price) || price < 0 || price > 10_000_000)
    refuse('invalid', 'Price must be a number of naira from 0 to 10,000,000.');
  if (!isId(form.categoryId)) refuse('invalid', 'Please select a category.');
  return {
    serviceName: form.serviceName,
    description: form.description,
    categoryId: form.categoryId,
    durationHours: hours,
    durationMinutes: minutes,
    price: Math.round(price * 100) / 100,
    status: form.status === '' ? true : isOn(form.status),
  };
}

/** The form's values, with a category that exists. */
async function checkedValues(deps: SalonsDeps, form: ServiceFields) {
  const values = serviceValues(form);
  const [category] = await deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, values.categoryId));
  if (!category) refuse('invalid', 'Please select a category.');
  return values;
}

/** A service on the menu (not removed) of the actor's branch. */
async function ownService(deps: SalonsDeps, actor: SalonActor, serviceId: string) {
  const branchId = await serviceBranch(deps, serviceId);
  if (!branchId) refuse('not-found', 'Service not found.');
  if (branchId !== actor.branchId) refuse('forbidden', 'You can only manage your own salon.');
}

/** The branch's pages show its services: they are re-rendered, and the catalog's kept answers dropped. */
async function menuChanged(deps: SalonsDeps, branchId: string) {
  await touchBranches(deps.db, [branchId]);
  deps.catalogChanged?.();
}

/** Adds a service to the actor's branch. */
export function addService(deps: SalonsDeps, actor: SalonActor, form: ServiceFields): Promise<Outcome<{ id: string }>> {
  return outcome(async () => {
    const values = await checkedValues(deps, form);
    const [row] = await deps.db
      .insert(services)
      .values({ branchId: actor.branchId, ...values })
      .returning({ id: services.id });
    await menuChanged(deps, actor.branchId);
    return { id: row!.id };
  });
}

/** Changes one of the actor's services. */
export function updateService(
  deps: SalonsDeps,
  actor: SalonActor,
  input: { serviceId: string; form: ServiceFields },
): Promise<Outcome<null>> {
  return outcome(async () => {
    if (!isId(input.serviceId)) refuse('invalid', 'Please choose a service to edit.');
    await ownService(deps, actor, input.serviceId);
    const values = await checkedValues(deps, input.form);
    await deps.db
      .update(services)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(services.id, input.serviceId));
    await menuChanged(deps, actor.branchId);
    return null;
  });
}

/** Takes a service off the actor's menu: deleted, or retired when appointments name it. */
export function removeService(
  deps: SalonsDeps,
  actor: SalonActor,
  serviceId: string,
): Promise<Outcome<'deleted' | 'retired'>> {
  return outcome(async () => {
    const { db, now } = deps;
    await ownService(deps, actor, serviceId);
    const [booked] = await db
      .select({ n: sql<number>`1` })
      .from(appointmentServices)
      .where(eq(appointmentServices.serviceId, serviceId))
      .limit(1);
    // Booked services stay in the appointments that name them; they leave the menu for good.
    if (booked)
      await db
        .update(services)
        .set({ status: false, deletedAt: now(), updatedAt: now() })
        .where(eq(services.id, serviceId));
    else await db.delete(services).where(eq(services.id, serviceId));
    await menuChanged(deps, actor.branchId);
    return booked ? 'retired' : 'deleted';
  });
}

/**
 * Sets what one of the actor's services asks up front: nothing, a whole percent of its price (1-100) or a fixed
 * amount in naira (more than ₦0, at most its price, in kobo at most two decimals).
 */
export function setServiceDeposit(
  deps: SalonsDeps,
  actor: SalonActor,
  input: { serviceId: string; type: (typeof DEPOSIT_TYPES)[number]; value: number | string },
): Promise<Outcome<null>> {
  return outcome(async () => {
    await ownService(deps, actor, input.serviceId);
    const [row] = await deps.db
      .select({ price: services.price })
      .from(services)
      .where(eq(services.id, input.serviceId));
    const text = String(input.value).trim();
    const kobo = input.type === 'FIXED' ? parseNaira(text) : null;
    if (input.type === 'FIXED' && kobo === null)
      refuse('invalid', 'A fixed deposit is an amount in naira, like 2500 or 2500.50.');
    const value = input.type === 'NONE' ? 0 : input.type === 'FIXED' ? kobo! : Number(text);
    const problem = depositRuleProblem(ruleOf(input.type, value), koboOf(row!.price));
    if (problem) refuse('invalid', problem);
    await deps.db
      .update(services)
      .set({ depositType: input.type, depositValue: value, updatedAt: deps.now() })
      .where(eq(services.id, input.serviceId));
    await menuChanged(deps, actor.branchId);
    return null;
  });
}

/** The branch of a service on a menu (not removed); undefined when there is none. */
export async function serviceBranch(deps: Pick<SalonsDeps, 'db'>, serviceId: string) {
  if (!isId(serviceId)) return undefined;
  const [row] = await deps.db
    .select({ branchId: services.branchId })
    .from(services)
    .where(and(eq(services.id, serviceId), isNull(services.deletedAt)));
  return row?.branchId;
}
