/**
 * The quick search against a mocked API (issue 35): suggestions come from api.suggest from 2 typed characters, each
 * box asking for (and showing) those of its kind; requests wait a 150 ms pause, a new keystroke aborts the one in
 * flight, and an answer for older text never replaces the newer one. Arrow keys and Enter open a suggestion's url.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/lib/api.ts';
import type { Suggestion } from '../../src/lib/types.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  // Only what the island may call: anything else (the old whole-catalog reads) is not a function here.
  return { ...real, api: { suggest: vi.fn() } };
});

const { default: QuickSearch, optionsFor, SUGGEST_DELAY_MS } = await import('../../src/islands/QuickSearch.tsx');
const suggest = api.suggest as unknown as ReturnType<
  typeof vi.fn<(text: string, signal?: AbortSignal, kind?: Suggestion['kind']) => Promise<Suggestion[]>>
>;

const service = (label: string): Suggestion => ({
  kind: 'service',
  label,
  url: `/services/ServiceName=${encodeURIComponent(label)}`,
});
const area = (label: string): Suggestion => ({
  kind: 'area',
  label,
  url: `/locations/Location=${encodeURIComponent(label)}`,
});
const salon = (label: string, url: string): Suggestion => ({ kind: 'salon', label, url: `/branches/${url}` });

/** Answers the test sends by hand, per call. */
let pending: { text: string; signal?: AbortSignal; kind?: string; answer: (list: Suggestion[]) => void }[];
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  pending = [];
  suggest.mockReset();
  suggest.mockImplementation(
    (text, signal, kind) => new Promise<Suggestion[]>((answer) => pending.push({ text, signal, kind, answer })),
  );
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the pause pass and every promise settle (the API module loads through a dynamic import). */
async function pause(ms = SUGGEST_DELAY_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await new Promise((resolve) => setImmediate(resolve));
  });
}
async function answer(i: number, list: Suggestion[]) {
  await act(async () => {
    pending[i]!.answer(list);
    await new Promise((resolve) => setImmediate(resolve));
  });
}
const box = (name: string) => screen.getByRole('combobox', { name });
const options = (name: string) =>
  screen.queryAllByRole('option').filter((o) => o.closest(`[aria-label="${name} suggestions"]`));

describe('optionsFor', () => {
  const mixed = [salon('Braid Bar', 'braid-bar'), service('Box Braids'), area('Lekki Phase 1'), service('Braids')];
  it("keeps the box's kind in the server's order, linking the suggestion's url", () => {
    expect(optionsFor('service', mixed)).toEqual([
      { label: 'Box Braids', href: '/services/ServiceName=Box%20Braids' },
      { label: 'Braids', href: '/services/ServiceName=Braids' },
    ]);
    expect(optionsFor('location', mixed)).toEqual([
      { label: 'Lekki Phase 1', href: '/locations/Location=Lekki%20Phase%201' },
    ]);
    expect(optionsFor('salon', mixed)).toEqual([{ label: 'Braid Bar', href: '/branches/braid-bar' }]);
  });
});

describe('QuickSearch', () => {
  it('asks nothing for one character, and once after the pause for two', async () => {
    render(<QuickSearch />);
    fireEvent.change(box('Service'), { target: { value: 'b' } });
    await pause(1000);
    expect(suggest).not.toHaveBeenCalled();
    expect(box('Service').getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(box('Service'), { target: { value: 'br' } });
    await pause(SUGGEST_DELAY_MS - 1);
    expect(suggest).not.toHaveBeenCalled();
    await pause(1);
    expect(suggest).toHaveBeenCalledTimes(1);
    // For the box's kind only.
    expect(pending.map((p) => [p.text, p.kind])).toEqual([['br', 'service']]);
    await answer(0, [service('Box Braids'), salon('Braid Bar', 'braid-bar'), service('Braids')]);
    expect(box('Service').getAttribute('aria-expanded')).toBe('true');
    expect(options('Service').map((o) => o.textContent)).toEqual(['Box Braids', 'Braids']);

    // Back to one character: the suggestions go, and nothing is asked.
    fireEvent.change(box('Service'), { target: { value: 'b' } });
    await pause(1000);
    expect(options('Service')).toHaveLength(0);
    expect(suggest).toHaveBeenCalledTimes(1);
  });

  it('keystrokes within the pause make one request, for the last text', async () => {
    render(<QuickSearch />);
    for (const text of ['br', 'bra', 'brai']) {
      fireEvent.change(box('Salon'), { target: { value: text } });
      await pause(SUGGEST_DELAY_MS / 3);
    }
    await pause();
    expect(suggest.mock.calls.map((c) => c[0])).toEqual(['brai']);
  });

  it('a new keystroke aborts the request in flight; a late answer for older text is never shown', async () => {
    render(<QuickSearch />);
    fireEvent.change(box('Salon'), { target: { value: 'gl' } });
    await pause();
    fireEvent.change(box('Salon'), { target: { value: 'glo' } });
    expect(pending[0]!.signal?.aborted).toBe(true);
    await pause();
    expect(pending.map((p) => p.text)).toEqual(['gl', 'glo']);
    expect(pending[1]!.signal?.aborted).toBe(false);

    await answer(1, [salon('Glow Lounge', 'glow')]);
    // The answer for "gl" arrives after the one for "glo" (a server that finished it anyway).
    await answer(0, [salon('Glam Hub', 'glam'), salon('Glow Lounge', 'glow')]);
    expect(options('Salon').map((o) => o.textContent)).toEqual(['Glow Lounge']);
  });

  it('an answer for another box is not shown in the box typed in now', async () => {
    render(<QuickSearch />);
    fireEvent.change(box('Service'), { target: { value: 'le' } });
    await pause();
    fireEvent.change(box('Location'), { target: { value: 'le' } });
    await pause();
    expect(pending.map((p) => p.kind)).toEqual(['service', 'area']);
    await answer(0, [service('Lemon Facial')]);
    expect(options('Service')).toHaveLength(0);
    await answer(1, [area('Lekki Phase 1')]);
    expect(options('Location').map((o) => o.textContent)).toEqual(['Lekki Phase 1']);
    expect((box('Service') as HTMLInputElement).value).toBe('');
  });

  it('arrow keys move the highlight and Enter opens the suggestion; a click opens one too', async () => {
    render(<QuickSearch />);
    const input = box('Location');
    fireEvent.change(input, { target: { value: 'ik' } });
    await pause();
    await answer(0, [area('Ikeja'), area('Ikeja GRA'), area('Ikoyi')]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const selected = options('Location').find((o) => o.getAttribute('aria-selected') === 'true')!;
    expect(selected.textContent).toBe('Ikeja GRA');
    expect(input.getAttribute('aria-activedescendant')).toBe(selected.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(assign).toHaveBeenCalledWith('/locations/Location=Ikeja%20GRA');

    fireEvent.change(box('Salon'), { target: { value: 'gl' } });
    await pause();
    await answer(1, [salon('Glow Lounge', 'glow')]);
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Glow Lounge' }));
    expect(assign).toHaveBeenLastCalledWith('/branches/glow');
  });

  it('a failed request says so', async () => {
    render(<QuickSearch />);
    suggest.mockRejectedValueOnce(new Error('offline'));
    fireEvent.change(box('Salon'), { target: { value: 'gl' } });
    await pause();
    expect(screen.getByRole('alert').textContent).toBe('Could not load suggestions');
  });
});
