/**
 * The booking flow at /appointments/{branchId} (spec section 2): 'Appointment' (date, time, employee), 'Summary'
 * (Order Summary, Confirm Booking) and 'Thank You'. The page is one pre-rendered shell, so the branch id comes from
 * the URL. An empty cart, or one from another branch, sends the customer back to the branch page. Confirm Booking
 * without a token opens the login overlay and carries on once a token arrives. A lost race (409) brings the
 * customer back to step 1 with the server's message and the day's slots reloaded. A booking with a deposit due
 * (issue 29) holds its time and goes to the payment page; the cart stays for the return page
 * (/appointments/deposit), which says whether the deposit was paid. Under the day's times the customer may join the
 * waitlist (issue 31); a waitlist offer's link opens the flow on the offered day, time and employee (offer.ts).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { AppointmentStep } from '../components/booking/AppointmentStep.tsx';
import { arrive, arrivedNow, type Arrival } from '../components/booking/arrival.ts';
import { IDLE, LOADING, ready, type Load } from '../components/booking/load.ts';
import { sameInstant, TAKEN_MESSAGE } from '../components/booking/offer.ts';
import { OfferRefused } from '../components/booking/OfferRefused.tsx';
import type { Confirmation } from '../components/booking/ThankYouStep.tsx';
import { useLoginThen } from '../components/booking/use-login-then.ts';
import { WaitlistPrompt } from '../components/booking/WaitlistJoin.tsx';
import { ErrorScreen, withErrorBoundary } from '../components/ErrorScreen.tsx';
import { api, ApiError } from '../lib/api.ts';
import { buildAppointment, localDateText, monthIndexOf, monthLabel, monthQuery } from '../lib/booking.ts';
import { formatTime } from '../lib/format.ts';
import type { AvailableDate, Employee, WaitlistOffer } from '../lib/types.ts';
import { MESSAGES } from '../lib/validation.ts';
import { $cart, rememberAppointment, resetCart, setEmployee, setSlot } from '../stores/cart.ts';
import { $session, clearSession, LOGIN_KEYS } from '../stores/session.ts';

// Later steps load when needed (issue 15); the summary's code is fetched as soon as a time and stylist are chosen.
const loadSummary = () => import('../components/booking/SummaryStep.tsx');
const SummaryStep = lazy(() => loadSummary().then((m) => ({ default: m.SummaryStep })));
const ThankYouStep = lazy(() =>
  import('../components/booking/ThankYouStep.tsx').then((m) => ({ default: m.ThankYouStep })),
);

type Step = 'appointment' | 'summary' | 'done';
const STEPS: { key: Step; label: string }[] = [
  { key: 'appointment', label: 'Appointment' },
  { key: 'summary', label: 'Summary' },
  { key: 'done', label: 'Thank You' },
];

/** Until the arrival is known the island shows the page's frame ('checking'). */
type Boot = { kind: 'checking' } | Arrival;

const asApiError = (err: unknown) =>
  err instanceof ApiError ? err : new ApiError(0, (err as Error)?.message ?? 'Something went wrong!');

function BookingFlow() {
  const cart = useStore($cart);
  // Loaded at the first touch, the island usually opens on the arrival the page has already read and painted
  // (first-step.ts), so the first render is that same step and the touch lands on the same element.
  const [initial] = useState<Boot>(() => arrivedNow() ?? { kind: 'checking' });
  const [boot, setBoot] = useState<Boot>(initial);
  const [monthIndex, setMonthIndex] = useState(initial.kind === 'ready' ? initial.monthIndex : 0);
  const [dates, setDates] = useState<Load<AvailableDate[]>>(initial.kind === 'ready' ? ready(initial.dates) : IDLE);
  const [date, setDate] = useState<string | null>(null);
  const [slots, setSlots] = useState<Load<string[]>>(IDLE);
  const [staff, setStaff] = useState<Load<Employee[]>>(IDLE);
  const [step, setStep] = useState<Step>('appointment');
  const [formError, setFormError] = useState<string | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(
    initial.kind === 'ready' ? (initial.notice ?? null) : null,
  );
  const [offerNote, setOfferNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [bookError, setBookError] = useState<string | null>(null);
  const [bookNotice, setBookNotice] = useState<string | null>(null);
  const [done, setDone] = useState<Confirmation | null>(null);

  const monthCache = useRef(
    new Map<number, AvailableDate[]>(initial.kind === 'ready' ? [[initial.monthIndex, initial.dates]] : []),
  );
  // Only the newest answer of each kind may land (a slow answer for an earlier choice is dropped).
  const seq = useRef({ dates: 0, slots: 0, staff: 0 });
  const booking = useRef(false);
  const confirmButton = useRef<HTMLButtonElement | null>(null);
  const stepChanged = useRef(false);

  const open = useCallback((arrival: Arrival) => {
    if (arrival.kind === 'ready') {
      monthCache.current.set(arrival.monthIndex, arrival.dates);
      setMonthIndex(arrival.monthIndex);
      setDates(ready(arrival.dates));
      if (arrival.notice) setSlotNotice(arrival.notice);
    }
    setBoot(arrival);
  }, []);

  // On arrival (arrival.ts): this branch's cart, or back to the salon.
  useEffect(() => {
    if (initial.kind === 'checking') void arrive().then(open);
  }, [initial, open]);

  function retry() {
    setBoot({ kind: 'checking' });
    void arrive(true).then(open);
  }

  // Each step announces itself: focus moves to its heading (not on arrival, where the page starts at the top). A
  // callback ref, since a later step's heading appears only once its code has loaded.
  const heading = useCallback((node: HTMLHeadingElement | null) => {
    if (node && stepChanged.current) node.focus();
  }, []);
  const goTo = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };

  const branchId = boot.kind === 'ready' ? boot.branchId : '';
  const serviceIds = () => $cart.get().items.map((i) => i.id);

  function showMonth(index: number) {
    if (boot.kind !== 'ready') return;
    setMonthIndex(index);
    const cached = monthCache.current.get(index);
    const n = ++seq.current.dates;
    if (cached) return setDates(ready(cached));
    setDates(LOADING);
    api.monthlyAvailability(boot.branchId, monthQuery(boot.months[index]!, boot.today)).then(
      (list) => {
        monthCache.current.set(index, list);
        if (n === seq.current.dates) setDates(ready(list));
      },
      (err) => n === seq.current.dates && setDates({ status: 'error', error: asApiError(err) }),
    );
  }

  /** Loads the day's times; answers them, or null when they failed or a newer choice took over. */
  function loadSlots(fullDate: string): Promise<string[] | null> {
    const n = ++seq.current.slots;
    setSlots(LOADING);
    return api.todaysAvailability(branchId, localDateText(fullDate), serviceIds()).then(
      (list) => (n === seq.current.slots ? (setSlots(ready(list)), list) : null),
      (err) => (n === seq.current.slots && setSlots({ status: 'error', error: asApiError(err) }), null),
    );
  }

  /** Loads who is free at the time; answers them, or null when that failed or a newer choice took over. */
  function loadStaff(iso: string): Promise<Employee[] | null> {
    const n = ++seq.current.staff;
    setStaff(LOADING);
    return api.freeEmployees(branchId, iso, serviceIds()).then(
      (list) => (n === seq.current.staff ? (setStaff(ready(list)), list) : null),
      (err) => (n === seq.current.staff && setStaff({ status: 'error', error: asApiError(err) }), null),
    );
  }

  function clearStaff() {
    seq.current.staff++;
    setStaff(IDLE);
  }

  function chooseDate(fullDate: string) {
    setDate(fullDate);
    setSlot(null);
    setFormError(null);
    setOfferNote(null);
    clearStaff();
    return loadSlots(fullDate);
  }

  function chooseTime(iso: string) {
    setSlot(iso || null);
    setFormError(null);
    setSlotNotice(null);
    setOfferNote(null);
    if (iso) return loadStaff(iso);
    clearStaff();
    return Promise.resolve(null);
  }

  /** `list`: who is free, when just loaded (the state has not caught up yet). */
  function chooseEmployee(id: string, list = staff.status === 'ready' ? staff.data : []) {
    const found = list.find((s) => s.branchEmployeeId === id);
    setEmployee(found ? { employeeId: found.branchEmployeeId, employeeName: found.name } : null);
    setFormError(null);
    setOfferNote(null);
    if (found) void loadSummary().catch(() => {});
    return found;
  }

  /**
   * Opened from a waitlist offer: its day, and while it is free its time and employee, so Proceed is all that is
   * left. A time taken meanwhile (TAKEN, or gone from the day's times since) leaves the day's other times to pick.
   */
  async function takeOffer(offer: WaitlistOffer) {
    if (boot.kind !== 'ready') return;
    const index = monthIndexOf(boot.months, offer.date);
    if (index >= 0 && index !== monthIndex) showMonth(index);
    const times = await chooseDate(offer.date);
    if (!times) return;
    const at = offer.state === 'OPEN' ? times.find((t) => sameInstant(t, offer.startDateTime)) : undefined;
    if (!at) return setSlotNotice(TAKEN_MESSAGE);
    const free = await chooseTime(at);
    const who = free && chooseEmployee(offer.branchEmployeeId, free);
    const time = formatTime(at, boot.branch.timeZone);
    setOfferNote(
      who
        ? `The time offered to you is chosen: ${time} with ${who.name}. Proceed to book it.`
        : `The time offered to you is chosen: ${time}. Please choose who does it, then proceed to book it.`,
    );
  }

  // Once per page: the offer the page was opened with (arrival.ts has put its services in the cart).
  const offerTaken = useRef(false);
  const takeOfferOnce = useEffectEvent((offer: WaitlistOffer) => void takeOffer(offer));
  useEffect(() => {
    if (boot.kind !== 'ready' || !boot.offer || offerTaken.current) return;
    offerTaken.current = true;
    takeOfferOnce(boot.offer);
  }, [boot]);

  function proceed() {
    const current = $cart.get();
    if (current.items.length === 0) return setFormError(MESSAGES.noCartItems);
    if (!current.appointmentDateTime || !current.employee) return setFormError(MESSAGES.pickSlot);
    setFormError(null);
    setBookError(null);
    goTo('summary');
  }

  // Confirm Booking without a token: the login overlay, and the booking carries on once a token arrives.
  const login = useLoginThen((token) => void book(token));

  async function book(token: string) {
    if (booking.current || boot.kind !== 'ready') return;
    const snapshot = $cart.get();
    if (snapshot.items.length === 0) return setBookError(MESSAGES.noCartItems);
    if (!snapshot.appointmentDateTime || !snapshot.employee) {
      setFormError(MESSAGES.pickSlot);
      return goTo('appointment');
    }
    booking.current = true;
    setBusy(true);
    setBookError(null);
    setBookNotice(null);
    const businessName = snapshot.businessName || boot.branch.businessName;
    // On the way to the payment page the button stays busy: a second press would book the held time again.
    let paying = false;
    try {
      const appointment = buildAppointment(
        snapshot,
        {
          userId: $session.get().userID,
          businessName,
          businessEmail: snapshot.businessEmail || boot.branch.businessEmail,
        },
        new Date(),
      );
      const { appointmentId, message, deposit } = await api.insertAppointment(token, appointment);
      if (deposit?.status === 'DUE') {
        if (!deposit.checkoutUrl) return setBookError('The payment page could not be opened. Please try again later.');
        // The time is held, not booked, until the deposit is paid: the cart stays for the return page.
        rememberAppointment(appointmentId);
        setBookNotice(message || 'Please pay the deposit to confirm your booking.');
        paying = true;
        window.location.assign(deposit.checkoutUrl);
        return;
      }
      // The number is given by the server; without it the screen still confirms and points to the appointments.
      const saved = await api.appointmentById(token, appointmentId).catch(() => null);
      setDone({
        appointmentId,
        appointment: saved,
        cart: snapshot,
        businessName,
        branchUrl: snapshot.branchUrl || boot.branch.branchUrl,
      });
      resetCart();
      goTo('done');
    } catch (err) {
      const e = asApiError(err);
      if (e.status === 409) {
        // Someone else took this time: back to the slots, fresh from the server.
        setSlot(null);
        clearStaff();
        setSlotNotice(e.message);
        goTo('appointment');
        if (date) void loadSlots(date);
      } else if (e.status === 401) {
        // The session ran out: log in again and the booking carries on.
        clearSession(LOGIN_KEYS);
        setBookError(e.message);
        void login.askLogin(confirmButton.current ?? undefined);
      } else {
        setBookError(e.message);
      }
    } finally {
      if (!paying) {
        booking.current = false;
        setBusy(false);
      }
    }
  }

  function confirm(button: HTMLButtonElement) {
    confirmButton.current = button;
    setBookError(null);
    const token = $session.get().token;
    if (token) void book(token);
    else void login.askLogin(button);
  }

  if (boot.kind === 'checking') {
    // The page's frame is pre-rendered and stays put when the branch arrives: the heading and the steps are painted
    // at once (the largest paint is not held back by the API) and nothing below them moves.
    return (
      <div className="booking">
        <h1 className="booking-title">Book your appointment</h1>
        <BookingSteps stepIndex={0} />
        <p className="booking-wait" role="status">
          Loading the booking…
        </p>
      </div>
    );
  }
  if (boot.kind === 'leaving') {
    return (
      <p className="booking-wait" role="status">
        {MESSAGES.noCartItems} <a href="/branches">Browse salons</a>
      </p>
    );
  }
  // An offer link that cannot be used, and no cart here to go on with.
  if (boot.kind === 'refused') return <OfferRefused message={boot.message} branchUrl={boot.branchUrl} />;
  if (boot.kind === 'failed') {
    return (
      <div className="booking-failure">
        <h1 className="visually-hidden">Book your appointment</h1>
        <ErrorScreen status={500} message="Could not load dates or branch" />
        <button type="button" className="btn btn-ghost btn-small" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }

  const { branch, months } = boot;
  const stepIndex = STEPS.findIndex((s) => s.key === step);
  return (
    <div className="booking">
      <h1 className="booking-title">
        Book at <a href={`/branches/${branch.branchUrl}`}>{branch.businessName}</a>
      </h1>
      <BookingSteps stepIndex={stepIndex} />

      {step === 'appointment' && (
        <AppointmentStep
          headingRef={heading}
          timeZone={branch.timeZone}
          strip={{
            month: monthLabel(months[monthIndex]!),
            canPrev: monthIndex > 0,
            canNext: monthIndex < months.length - 1,
            onPrev: () => showMonth(monthIndex - 1),
            onNext: () => showMonth(monthIndex + 1),
            dates,
            selected: date,
            onSelect: (fullDate) => void chooseDate(fullDate),
            onRetry: () => showMonth(monthIndex),
          }}
          slots={slots}
          time={cart.appointmentDateTime}
          onTime={(iso) => void chooseTime(iso)}
          onRetrySlots={() => void (date && loadSlots(date))}
          staff={staff}
          employeeId={cart.employee?.employeeId ?? null}
          onEmployee={chooseEmployee}
          onRetryStaff={() => void (cart.appointmentDateTime && loadStaff(cart.appointmentDateTime))}
          items={cart.items}
          total={cart.totalAmount}
          notice={slotNotice}
          info={offerNote}
          waitlist={
            date &&
            slots.status === 'ready' && (
              <WaitlistPrompt
                key={date}
                full={slots.data.length === 0}
                branchId={branchId}
                date={date}
                items={cart.items}
              />
            )
          }
          error={formError}
          onProceed={proceed}
        />
      )}
      <Suspense
        fallback={
          <p className="booking-wait" role="status">
            Loading…
          </p>
        }
      >
        {step === 'summary' && (
          <SummaryStep
            headingRef={heading}
            timeZone={branch.timeZone}
            cart={cart}
            businessName={cart.businessName || branch.businessName}
            cancellationWindowHours={cart.cancellationWindowHours}
            busy={busy}
            error={bookError}
            notice={bookNotice}
            awaitingLogin={login.awaiting}
            onBack={() => goTo('appointment')}
            onConfirm={(button) => void confirm(button)}
          />
        )}
        {step === 'done' && done && <ThankYouStep headingRef={heading} done={done} timeZone={branch.timeZone} />}
      </Suspense>
    </div>
  );
}

function BookingSteps({ stepIndex }: { stepIndex: number }) {
  return (
    <ol className="booking-steps" aria-label="Booking steps">
      {STEPS.map((s, i) => (
        <li
          key={s.key}
          aria-current={i === stepIndex ? 'step' : undefined}
          className={i < stepIndex ? 'done' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {i + 1}
          </span>{' '}
          {s.label}
        </li>
      ))}
    </ol>
  );
}

export default withErrorBoundary(BookingFlow);
