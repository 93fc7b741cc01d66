/**
 * client:intent (issue 15): nothing loads until intent; the first click and submit are held and replayed after
 * hydration; a pending class after 150 ms; hydrate at once when the visitor's stored data asks for it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import intentDirective, {
  atPath,
  pathTo,
  PENDING_CLASS,
  PENDING_MS,
  storedNow,
  WAKE_EVENT,
} from '../../src/integrations/intent-directive.ts';

/** An island with a button, a link and a form; `hydrate` attaches the "React" handlers. */
function island() {
  const el = document.createElement('astro-island');
  el.innerHTML = `<div><p>Text</p><button type="button">+ Add</button><a href="#elsewhere">Salon</a>
    <form><input name="q" /><button type="submit">Search</button></form></div>`;
  document.body.append(el);
  const button = el.querySelector('button')!;
  const form = el.querySelector('form')!;
  const clicks: string[] = [];
  const submits: string[] = [];
  let finishLoad!: () => void;
  const loaded = new Promise<void>((r) => (finishLoad = r));
  const hydrate = vi.fn(async () => {
    button.addEventListener('click', () => clicks.push('add'));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submits.push(form.querySelector('input')!.value);
    });
  });
  const load = vi.fn(async () => {
    await loaded;
    return hydrate;
  });
  return { el, button, form, clicks, submits, load, hydrate, finishLoad };
}

/** Directive options as Astro passes them: the attribute's value, parsed (true when written bare). */
const opts = (value: unknown) => ({ name: 'QuickSearch', value }) as unknown as Parameters<typeof intentDirective>[1];

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('client:intent', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('loads nothing until someone shows intent', async () => {
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    await settle();
    expect(t.load).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'touchstart', 'focusin', 'keydown'])('starts loading on %s, once', async (type) => {
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    t.button.dispatchEvent(new Event(type, { bubbles: true }));
    t.button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(t.load).toHaveBeenCalledTimes(1);
    t.finishLoad();
    await settle();
    expect(t.hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds the first click while loading and replays it once after hydration', async () => {
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    t.button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    t.button.click();
    t.button.click();
    await settle();
    expect(t.clicks).toEqual([]);
    t.finishLoad();
    await settle();
    expect(t.clicks).toEqual(['add']);
    // After hydration clicks go straight through.
    t.button.click();
    expect(t.clicks).toEqual(['add', 'add']);
  });

  it('a click alone (no pointer events, e.g. a keyboard or an assistive tool) loads and is replayed', async () => {
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    t.button.click();
    expect(t.load).toHaveBeenCalledTimes(1);
    t.finishLoad();
    await settle();
    expect(t.clicks).toEqual(['add']);
  });

  it('holds a form submission and submits again after hydration, with what was typed', async () => {
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    const input = t.form.querySelector('input')!;
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.value = 'braids';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    t.form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    t.finishLoad();
    await settle();
    expect(t.submits).toEqual(['braids']);
  });

  it('lets links work without waiting for the island', () => {
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    t.el.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it(`shows a pending state when loading takes over ${PENDING_MS} ms, and clears it after hydration`, async () => {
    vi.useFakeTimers();
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    t.button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(PENDING_MS - 1);
    expect(t.el.classList.contains(PENDING_CLASS)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(t.el.classList.contains(PENDING_CLASS)).toBe(true);
    expect(t.el.getAttribute('aria-busy')).toBe('true');
    t.finishLoad();
    await vi.runAllTimersAsync();
    expect(t.el.classList.contains(PENDING_CLASS)).toBe(false);
    expect(t.el.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows no pending state when the code arrives quickly', async () => {
    vi.useFakeTimers();
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    t.button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    t.finishLoad();
    await vi.advanceTimersByTimeAsync(PENDING_MS * 4);
    expect(t.el.classList.contains(PENDING_CLASS)).toBe(false);
  });

  it('hydrates at once when the visitor stored what the pre-rendered HTML cannot show', async () => {
    localStorage.setItem('cartID', 'branch-1');
    const mine = island();
    intentDirective(mine.load, opts({ stored: 'cartID', equals: 'branch-1' }), mine.el);
    const other = island();
    intentDirective(other.load, opts({ stored: 'cartID', equals: 'branch-2' }), other.el);
    expect(mine.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
  });

  it('reads stored keys: present, equal, empty', () => {
    localStorage.setItem('branchId', 'b1');
    localStorage.setItem('empty', '');
    expect(storedNow({ stored: 'branchId' })).toBe(true);
    expect(storedNow({ stored: 'branchId', equals: 'b1' })).toBe(true);
    expect(storedNow({ stored: 'branchId', equals: 'b2' })).toBe(false);
    expect(storedNow({ stored: 'empty' })).toBe(false);
    expect(storedNow({ stored: 'missing' })).toBe(false);
    expect(storedNow(undefined)).toBe(false);
  });

  it('wakes without a touch when the page asks', async () => {
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    t.el.dispatchEvent(new Event(WAKE_EVENT));
    t.finishLoad();
    await settle();
    expect(t.hydrate).toHaveBeenCalledOnce();
  });

  it('with replace, renders afresh over painted HTML: the tap and the focus land on the new elements', async () => {
    const t = island();
    // "React" renders its own copy of the painted HTML, as createRoot does for client:only islands.
    const rendered: string[] = [];
    t.hydrate.mockImplementation(async () => {
      rendered.push(t.el.getAttribute('client')!);
      setTimeout(() => {
        t.el.innerHTML = `<div><p>Text</p><button type="button">+ Add</button></div>`;
        t.el.querySelector('button')!.addEventListener('click', () => t.clicks.push('new add'));
      }, 30);
    });
    intentDirective(t.load, opts({ replace: true }), t.el);
    t.button.focus();
    t.button.click();
    t.finishLoad();
    await vi.waitFor(() => expect(t.clicks).toEqual(['new add']));
    expect(rendered).toEqual(['only']);
    expect(document.activeElement).toBe(t.el.querySelector('button'));
    expect(t.button.isConnected).toBe(false);
  });

  it('with replace, a press ends on the painted element before React replaces it; its click is replayed', async () => {
    const t = island();
    t.hydrate.mockImplementation(async () => {
      t.el.innerHTML = `<div><p>Text</p><button type="button">+ Add</button></div>`;
      t.el.querySelector('button')!.addEventListener('click', () => t.clicks.push('new add'));
    });
    intentDirective(t.load, opts({ replace: true }), t.el);
    t.button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    t.finishLoad();
    await settle();
    // Still pressed: the painted button stays, so the press's click has somewhere to land.
    expect(t.hydrate).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerup'));
    t.button.click();
    await vi.waitFor(() => expect(t.clicks).toEqual(['new add']));
  });

  it('with replace, a tick box ticks at once; React takes it over ticked, through its own click', async () => {
    const t = island();
    t.el.innerHTML = `<div><input type="checkbox" id="open"><label for="open">Open</label></div>`;
    const painted = t.el.querySelector('input')!;
    const changes: boolean[] = [];
    t.hydrate.mockImplementation(async () => {
      t.el.innerHTML = `<div><input type="checkbox" id="open"><label for="open">Open</label></div>`;
      const box = t.el.querySelector('input')!;
      box.addEventListener('click', () => changes.push(box.checked));
    });
    intentDirective(t.load, opts({ replace: true }), t.el);
    t.el.querySelector('label')!.click();
    // Not held: the painted box shows the tick while the code loads.
    expect(painted.checked).toBe(true);
    t.finishLoad();
    await vi.waitFor(() => expect(changes).toEqual([true]));
    expect(t.el.querySelector('input')!.checked).toBe(true);
    await settle();
    // The tick is not replayed a second time.
    expect(changes).toEqual([true]);
  });

  it('finds a held element again by its place when hydration replaced it', () => {
    const root = document.createElement('div');
    root.innerHTML = '<ul><li>a</li><li><button>b</button></li></ul>';
    const button = root.querySelector('button')!;
    const path = pathTo(root, button)!;
    expect(path).toEqual([0, 1, 0]);
    root.innerHTML = '<ul><li>a</li><li><button>new b</button></li></ul>';
    expect(atPath(root, path)?.textContent).toBe('new b');
    expect(atPath(root, [5])).toBeNull();
  });
});

describe('the code of a touched island', () => {
  it('is asked for at once, with everything it imports, as the page lists it', async () => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    document.body.innerHTML = `<script type="application/json" id="island-code">${JSON.stringify({
      '/_astro/Island.js': ['/_astro/react.js', '/_astro/stores.js'],
      '/_astro/client.js': ['/_astro/react.js'],
      '/_astro/Other.js': ['/_astro/other-only.js'],
    })}</script>`;
    const t = island();
    t.el.setAttribute('component-url', '/_astro/Island.js');
    t.el.setAttribute('renderer-url', '/_astro/client.js');
    intentDirective(t.load, opts(true), t.el);
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      );
    expect(preloads()).toEqual([]);
    t.button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloads().sort()).toEqual([
      '/_astro/Island.js',
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/stores.js',
    ]);
    expect(t.load).toHaveBeenCalledOnce();
  });

  it('without the list, the island still loads', async () => {
    const t = island();
    intentDirective(t.load, opts(true), t.el);
    t.button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    t.finishLoad();
    await settle();
    expect(t.hydrate).toHaveBeenCalledOnce();
  });
});
