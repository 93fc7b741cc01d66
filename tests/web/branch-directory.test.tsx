/**
 * The branch list against a mocked API (issue 35): 'Show more' asks api.findBranches for the page after the cursor
 * (hidden at the end); the name search asks the server from 2 characters after a pause, the newest text only, and
 * clearing it brings the pre-rendered list back; 'Near me' lists by distance with each card's distance, and a refused
 * location says so and leaves the list. The island never calls anything else (the mocked api holds nothing else).
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/lib/api.ts';
import type { FindAnswer } from '../../src/lib/types.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  return { ...real, api: { findBranches: vi.fn(), timings: vi.fn() } };
});

const {
  default: BranchDirectory,
  appendPage,
  filterOf,
  statusOf,
  FILTER_DELAY_MS,
  LOCATION_ERROR,
} = await import('../../src/islands/BranchDirectory.tsx');

type Page = FindAnswer;
type Listed = Page['items'][number];
type Params = Record<string, string | number | undefined>;
const findBranches = api.findBranches as unknown as ReturnType<
  typeof vi.fn<(params: Params, signal?: AbortSignal) => Promise<Page>>
>;

const branch = (n: number, name = `Salon ${n}`, distanceKm?: number | null): Listed => ({
  branchId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  businessName: name,
  branchUrl: `salon-${n}`,
  imageSrc: '/img.jpg',
  address: '',
  about: '',
  location: 'Lekki',
  city: 'Lagos',
  rating: 4,
  totalRatings: 3,
  ...(distanceKm !== undefined ? { distanceKm } : {}),
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => branch(from + i));

/** Requests the test answers by hand. */
let pending: { params: Params; signal?: AbortSignal; answer: (page: Page) => void; fail: (err: unknown) => void }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  pending = [];
  findBranches.mockReset();
  findBranches.mockImplementation(
    (params, signal) => new Promise<Page>((answer, fail) => pending.push({ params, signal, answer, fail })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
async function pause(ms = FILTER_DELAY_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}
async function answer(i: number, page: Page) {
  pending[i]!.answer(page);
  await settle();
}
const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const status = () => screen.getByRole('status').textContent;
const showMore = () => screen.queryByRole('button', { name: 'Show more' });
const search = () => screen.getByRole('searchbox', { name: 'Search salons by name' });

describe('helpers', () => {
  it('filterOf: a name from 2 characters, or a place, or nothing', () => {
    expect(filterOf(' b ', null)).toBeNull();
    expect(filterOf(' br ', null)).toEqual({ Name: 'br' });
    expect(filterOf('', '6.4500,3.4000')).toEqual({ Near: '6.4500,3.4000' });
  });
  it('appendPage leaves out a branch already listed', () => {
    expect(appendPage([branch(1), branch(2)], [branch(2), branch(3)]).map((b) => b.businessName)).toEqual([
      'Salon 1',
      'Salon 2',
      'Salon 3',
    ]);
  });
  it('statusOf counts what is listed and says when more follows', () => {
    expect(statusOf({ Name: 'gl' }, { items: [branch(1)], next: null })).toBe('1 salon matches.');
    expect(statusOf({ Name: 'gl' }, { items: range(1, 24), next: 'c' })).toBe(
      '24 salons match. Show more for the rest.',
    );
    expect(statusOf({ Near: '1,2' }, { items: range(1, 3), next: null })).toBe('3 salons, nearest first.');
  });
});

describe('Show more', () => {
  it('asks for the page after the cursor with the list’s query, appends it, and hides at the end', async () => {
    render(<BranchDirectory initial={range(1, 24)} next="cursor-1" query={{ CategoryURL: 'hair' }} pageSize={24} />);
    expect(names()).toHaveLength(24);
    fireEvent.click(showMore()!);
    await settle();
    expect(pending[0]!.params).toEqual({ CategoryURL: 'hair', Cursor: 'cursor-1', Limit: 24 });
    await answer(0, { items: range(25, 48), next: 'cursor-2' });
    expect(names()).toHaveLength(48);
    expect(status()).toBe('48 salons shown.');

    fireEvent.click(showMore()!);
    await settle();
    expect(pending[1]!.params).toEqual({ CategoryURL: 'hair', Cursor: 'cursor-2', Limit: 24 });
    await answer(1, { items: range(49, 50), next: null });
    expect(names()).toHaveLength(50);
    expect(names().at(-1)).toBe('Salon 50');
    expect(showMore()).toBeNull();
    expect(status()).toBe('50 salons shown. That is all of them.');
  });

  it('is not offered when the pre-rendered page holds them all', () => {
    render(<BranchDirectory initial={range(1, 5)} />);
    expect(names()).toHaveLength(5);
    expect(showMore()).toBeNull();
  });

  it('a failure says so and keeps the list', async () => {
    render(<BranchDirectory initial={range(1, 24)} next="c" />);
    fireEvent.click(showMore()!);
    await settle();
    pending[0]!.fail(new Error('offline'));
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/Could not load salons/);
    expect(names()).toHaveLength(24);
    expect(showMore()).not.toBeNull();
  });
});

describe('the name search', () => {
  it('asks from 2 characters after the pause; the answer replaces the list, with its own Show more', async () => {
    render(<BranchDirectory initial={range(1, 24)} next="c" query={{ Location: 'Lekki' }} searchable />);
    fireEvent.change(search(), { target: { value: 'g' } });
    await pause(1000);
    expect(findBranches).not.toHaveBeenCalled();

    fireEvent.change(search(), { target: { value: 'gl' } });
    await pause(FILTER_DELAY_MS - 1);
    expect(findBranches).not.toHaveBeenCalled();
    await pause(1);
    expect(pending[0]!.params).toEqual({ Location: 'Lekki', Name: 'gl', Limit: 24 });
    await answer(0, { items: [branch(70, 'Glow Lounge'), branch(71, 'Glam Hub')], next: 'q-cursor' });
    expect(names()).toEqual(['Glow Lounge', 'Glam Hub']);
    expect(status()).toBe('2 salons match. Show more for the rest.');

    fireEvent.click(showMore()!);
    await settle();
    expect(pending[1]!.params).toEqual({ Location: 'Lekki', Name: 'gl', Cursor: 'q-cursor', Limit: 24 });
    await answer(1, { items: [branch(72, 'Glitz')], next: null });
    expect(names()).toEqual(['Glow Lounge', 'Glam Hub', 'Glitz']);
    expect(showMore()).toBeNull();

    // Cleared: the pre-rendered list (and its Show more) again, without asking.
    fireEvent.change(search(), { target: { value: '' } });
    await pause();
    expect(names()).toHaveLength(24);
    expect(names()[0]).toBe('Salon 1');
    expect(showMore()).not.toBeNull();
    expect(findBranches).toHaveBeenCalledTimes(2);
  });

  it('keystrokes in the pause ask once; a new one aborts the one in flight; an older answer is ignored', async () => {
    render(<BranchDirectory initial={range(1, 3)} searchable />);
    for (const text of ['gl', 'glo']) {
      fireEvent.change(search(), { target: { value: text } });
      await pause(FILTER_DELAY_MS / 2);
    }
    await pause();
    expect(pending.map((p) => p.params.Name)).toEqual(['glo']);

    fireEvent.change(search(), { target: { value: 'glow' } });
    expect(pending[0]!.signal?.aborted).toBe(true);
    await pause();
    expect(pending.map((p) => p.params.Name)).toEqual(['glo', 'glow']);
    await answer(1, { items: [branch(70, 'Glow Lounge')], next: null });
    // The answer for "glo" arrives last (the server finished it anyway): it is not shown.
    await answer(0, { items: [branch(70, 'Glow Lounge'), branch(71, 'Glossy Nails')], next: null });
    expect(names()).toEqual(['Glow Lounge']);
    expect(status()).toBe('1 salon matches.');
  });

  it("asks for business names holding the text (Name, not Query's words anywhere) and lists the answer", async () => {
    render(<BranchDirectory initial={range(1, 3)} searchable />);
    fireEvent.change(search(), { target: { value: ' st ' } });
    await pause();
    expect(pending.map((p) => p.params)).toEqual([{ Name: 'st', Limit: 24 }]);
    await answer(0, { items: [branch(70, 'Festac Beauty Hub'), branch(71, 'Glow Studio')], next: 'more' });
    expect(names()).toEqual(['Festac Beauty Hub', 'Glow Studio']);
    expect(showMore()).not.toBeNull();
    expect(status()).toBe('2 salons match. Show more for the rest.');
  });

  it("no match: 'No branch available!'", async () => {
    render(<BranchDirectory initial={range(1, 3)} searchable />);
    fireEvent.change(search(), { target: { value: 'zzz' } });
    await pause();
    await answer(0, { items: [], next: null });
    expect(screen.getByText('No branch available!')).toBeTruthy();
    expect(status()).toBe('0 salons match.');
  });
});

describe('Near me', () => {
  const position = { coords: { latitude: 6.45123, longitude: 3.40117 } };
  function stubLocation(grant: boolean) {
    const getCurrentPosition = vi.fn((ok: PositionCallback, refuse?: PositionErrorCallback | null) =>
      grant
        ? ok(position as GeolocationPosition)
        : refuse?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    return getCurrentPosition;
  }

  it('asks for the location only when pressed, then lists by distance with each card’s distance', async () => {
    const getCurrentPosition = stubLocation(true);
    render(<BranchDirectory initial={range(1, 24)} next="c" searchable />);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Near me' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    await settle();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    // A place is asked for at once, not after the typing pause.
    expect(pending[0]!.params).toEqual({ Near: '6.4512,3.4012', Limit: 24 });
    await answer(0, {
      items: [branch(5, 'Close By', 0.42), branch(9, 'Further', 2.44), branch(12, 'Somewhere', null)],
      next: null,
    });
    expect(names()).toEqual(['Close By', 'Further', 'Somewhere']);
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByText('0.4 km away')).toBeTruthy();
    expect(within(cards[1]!).getByText('2.4 km away')).toBeTruthy();
    expect(within(cards[2]!).queryByText(/km away/)).toBeNull();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(status()).toBe('3 salons, nearest first.');

    // Pressed again: the list as it was.
    fireEvent.click(button);
    await pause();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(names()).toHaveLength(24);
    expect(screen.queryByText(/km away/)).toBeNull();
    expect(findBranches).toHaveBeenCalledTimes(1);
  });

  it('a name typed leaves Near me; Near me clears the name', async () => {
    stubLocation(true);
    render(<BranchDirectory initial={range(1, 24)} next="c" searchable />);
    const button = screen.getByRole('button', { name: 'Near me' });
    fireEvent.click(button);
    await settle();
    await answer(0, { items: [branch(5, 'Close By', 0.42)], next: null });

    fireEvent.change(search(), { target: { value: 'f' } });
    await pause();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(search(), { target: { value: 'fu' } });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await pause();
    expect(pending[1]!.params).toEqual({ Name: 'fu', Limit: 24 });
    await answer(1, { items: [branch(9, 'Furaha Spa')], next: null });
    expect(names()).toEqual(['Furaha Spa']);
    expect(screen.queryByText(/km away/)).toBeNull();

    fireEvent.click(button);
    await settle();
    expect((search() as HTMLInputElement).value).toBe('');
    expect(pending[2]!.params).toEqual({ Near: '6.4512,3.4012', Limit: 24 });
  });

  it('a refused location says so in a live region and leaves the list as it was', async () => {
    stubLocation(false);
    render(<BranchDirectory initial={range(1, 24)} next="c" searchable />);
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await settle();
    const message = screen.getByText(LOCATION_ERROR);
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    expect(LOCATION_ERROR).toMatch(/^We could not get your location\. /);
    expect(findBranches).not.toHaveBeenCalled();
    expect(names()).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Near me' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a browser without geolocation says the same', async () => {
    const { geolocation: _, ...rest } = navigator as Navigator & { geolocation?: unknown };
    vi.stubGlobal('navigator', rest);
    render(<BranchDirectory initial={range(1, 3)} searchable />);
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await settle();
    expect(screen.getByText(LOCATION_ERROR)).toBeTruthy();
    expect(names()).toHaveLength(3);
  });

  it('is only on searchable lists', () => {
    render(<BranchDirectory initial={range(1, 3)} />);
    expect(screen.queryByRole('button', { name: 'Near me' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
