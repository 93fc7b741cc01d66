/**
 * `client:intent`: the island stays pre-rendered HTML until someone shows intent on it (pointerdown, touchstart,
 * focus, a key; a mouse pointer entering it on desktop), and only then loads React and the island's code. Nothing
 * the person did meanwhile is lost: the first click and the first form submission are held and replayed once the
 * island has hydrated (letters typed stay in the inputs; islands read them with `useTypedBeforeHydration`). While
 * loading takes longer than PENDING_MS, the island carries the class `island-pending` (a pulse) and aria-busy.
 * A page script may paint the island before React (the booking's first step, read from the API): such an island says
 * `replace: true`, and React then renders it afresh instead of hydrating HTML it did not write; focus stays where it
 * was, what was typed, chosen or ticked is carried into React's fields (a tick box ticks at once, not held). The
 * script can also wake the island at once (WAKE_EVENT) when only React can show what happened.
 */
import type { ClientDirective } from 'astro';

/** Events that start loading. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** After this long without hydration, the island shows it is working. */
export const PENDING_MS = 150;
export const PENDING_CLASS = 'island-pending';
/** Dispatched on an island, loads and hydrates it without waiting for a touch. */
export const WAKE_EVENT = 'island-wake';

/** The element's position below `root` as child indexes, so it can be found again if hydration replaced it. */
export function pathTo(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

/** The element at `path` below `root`, if there is one. */
export function atPath(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

/** What was held back while the island loaded, replayed after hydration. */
type Held = { kind: 'click'; target: Element; path: number[] | null } | { kind: 'submit'; form: HTMLFormElement };

/** Re-finds a held element: the same node when hydration kept it (React does), else the one at the same place. */
function resolve(root: Element, target: Element, path: number[] | null): Element | null {
  if (target.isConnected && root.contains(target)) return target;
  return path ? atPath(root, path) : null;
}

export function replay(root: Element, held: Held) {
  if (held.kind === 'submit') {
    const form = resolve(root, held.form, pathTo(root, held.form)) as HTMLFormElement | null;
    if (form?.isConnected) form.requestSubmit();
    return;
  }
  const target = resolve(root, held.target, held.path);
  if (target instanceof HTMLElement && !(target as HTMLButtonElement).disabled) target.click();
}

/**
 * `client:intent={{ stored: key, equals?: value }}`: hydrate at once when localStorage holds `key` (with that value),
 * i.e. when what this visitor stored (a cart for this branch, a login) makes the pre-rendered HTML out of date.
 */
export interface IntentOptions {
  stored?: string;
  equals?: string;
  /** The island's HTML may have been painted by a page script: React renders it afresh (see above). */
  replace?: boolean;
}

export function storedNow(options: IntentOptions | undefined): boolean {
  if (!options?.stored) return false;
  try {
    const value = localStorage.getItem(options.stored);
    return value !== null && value !== '' && (options.equals === undefined || value === options.equals);
  } catch {
    return false;
  }
}

/**
 * Asks at once for every chunk the island and React's renderer import (listed by the page in #island-code, see
 * src/components/IslandCode.astro), so they arrive together instead of after the island's own chunk.
 */
const preloaded = new Set<string>();
export function preloadIslandCode(el: Element) {
  let code: Record<string, string[]>;
  try {
    code = JSON.parse(document.getElementById('island-code')?.textContent ?? '{}') as Record<string, string[]>;
  } catch {
    return;
  }
  const urls = new Set(
    ['component-url', 'renderer-url'].flatMap((attr) => {
      const url = el.getAttribute(attr);
      return url ? [url, ...(code[url] ?? [])] : [];
    }),
  );
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

/** Whether the page is used with a mouse, where hovering already says what someone is about to do. */
const hovers = () => typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches;

/** Resolves once every node in `nodes` has left `el` (React has committed its own), or after `ms`. */
function replaced(el: Element, nodes: Node[], ms = 30_000) {
  const gone = () => nodes.every((n) => !n.isConnected);
  return new Promise<void>((resolve) => {
    if (gone()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => gone() && done());
    const timer = setTimeout(done, ms);
    observer.observe(el, { childList: true });
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Fields whose value is text or a choice (a file cannot be carried over; ticks are carried by clicking, see below). */
const FIELDS = 'input:not([type=file]):not([type=checkbox]):not([type=radio]), textarea, select';
const TICKS = 'input[type=checkbox], input[type=radio]';

/** The tick box or radio button a click is on (or on its label), if it is one. */
function tickOf(target: EventTarget | null): HTMLInputElement | null {
  const input = target instanceof HTMLLabelElement ? target.control : target;
  return input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio') ? input : null;
}

/** Ticks React's box at `path` as its painted twin was ticked, by a click, so React's state has it too. */
function carryTick(el: Element, path: number[], painted: HTMLInputElement) {
  const box = atPath(el, path);
  if (box instanceof HTMLInputElement && box.type === painted.type && box.checked !== painted.checked) box.click();
}

/**
 * Gives React's field at `path` the value its painted twin had, the way typing or choosing would, so React's state
 * has it too. React rendered from the same data as the page script: a difference is what the person changed.
 */
function carryOver(el: Element, path: number[], painted: Field) {
  const field = atPath(el, path);
  if (!(field instanceof HTMLElement) || field.tagName !== painted.tagName) return;
  const now = field as Field;
  if (now.value === painted.value) return;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(now), 'value')?.set?.call(now, painted.value);
  now.dispatchEvent(new Event(now instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Renders the island with React instead of hydrating its HTML (which a page script may have painted); focus and what
 * was typed or chosen (read from the painted fields once React has replaced them, so nothing done meanwhile is
 * missed) move to the elements now at the same places.
 */
async function render(el: HTMLElement, hydrate: () => Promise<void>, released: () => Promise<void>) {
  // A press still down on a painted element ends on it: replaced in between, its click would land nowhere.
  await released();
  const before = [...el.childNodes];
  const fields = [...el.querySelectorAll<Field>(FIELDS)].map((f) => [pathTo(el, f)!, f] as const);
  const ticks = [...el.querySelectorAll<HTMLInputElement>(TICKS)].map((t) => [pathTo(el, t)!, t] as const);
  const active = document.activeElement;
  const focusPath = active && active !== el && el.contains(active) ? pathTo(el, active) : null;
  // Astro's React renderer creates a fresh root (createRoot, which clears the element) for client:only islands.
  el.setAttribute('client', 'only');
  await hydrate();
  await replaced(el, before);
  for (const [path, field] of fields) carryOver(el, path, field);
  for (const [path, tick] of ticks) carryTick(el, path, tick);
  const again = focusPath && atPath(el, focusPath);
  if (!(again instanceof HTMLElement) || (document.activeElement && document.activeElement !== document.body)) return;
  again.focus();
  // The caret too, where the field has one (not in e-mail fields): the next letter goes where the last one went.
  const was = active as Partial<HTMLInputElement>;
  if ((again instanceof HTMLInputElement || again instanceof HTMLTextAreaElement) && was.selectionStart != null)
    try {
      again.setSelectionRange(was.selectionStart, was.selectionEnd ?? was.selectionStart);
    } catch {
      // A field of another type now: its caret cannot be set.
    }
}

const intentDirective: ClientDirective = (load, options, el) => {
  // Astro hands over the attribute's value parsed (its type says string).
  const value = options.value as unknown;
  const opts = typeof value === 'object' && value ? (value as IntentOptions) : undefined;
  let started = false;
  let hydrated = false;
  let held: Held | null = null;

  const hold = (e: Event) => {
    // Links work without the island: let them go.
    if (hydrated || (e.type === 'click' && (e.target as Element).closest?.('a[href]'))) return;
    // Over painted HTML a tick box ticks at once; React's twin is ticked the same when it takes over (carryTick).
    if (opts?.replace && e.type === 'click' && tickOf(e.target)) return start();
    // A form's own submission and a click that would navigate or submit wait for the island.
    e.preventDefault();
    e.stopPropagation();
    if (held) return;
    const target = e.target as Element;
    held =
      e.type === 'submit'
        ? { kind: 'submit', form: target as HTMLFormElement }
        : { kind: 'click', target, path: pathTo(el, target) };
    start();
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start, true);
    el.removeEventListener('pointerover', onHover, true);
    const pending = setTimeout(() => {
      el.classList.add(PENDING_CLASS);
      el.setAttribute('aria-busy', 'true');
    }, PENDING_MS);
    preloadIslandCode(el);
    void (async () => {
      try {
        const hydrate = await load();
        if (opts?.replace) await render(el, hydrate, released);
        else await hydrate();
      } finally {
        hydrated = true;
        clearTimeout(pending);
        el.classList.remove(PENDING_CLASS);
        el.removeAttribute('aria-busy');
        el.removeEventListener('click', hold, true);
        el.removeEventListener('submit', hold, true);
        // React hydrates in a transition; a discrete event on the root makes it finish at once, then handles it.
        await new Promise((r) => setTimeout(r, 0));
        const replayed = held;
        held = null;
        if (replayed) replay(el, replayed);
      }
    })();
  };

  const onHover = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') start();
  };

  // A press on the island that has not ended yet: `released` waits for it to end (and for its click).
  let press: Promise<void> | null = null;
  const released = () => press ?? Promise.resolve();
  const onPress = () => {
    press ??= new Promise((resolve) => {
      const up = () => {
        document.removeEventListener('pointerup', up, true);
        document.removeEventListener('pointercancel', up, true);
        press = null;
        setTimeout(resolve, 0);
      };
      document.addEventListener('pointerup', up, true);
      document.addEventListener('pointercancel', up, true);
    });
  };
  if (opts?.replace) el.addEventListener('pointerdown', onPress, true);

  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  el.addEventListener(WAKE_EVENT, start, { once: true });
  if (hovers()) el.addEventListener('pointerover', onHover, true);
  if (storedNow(opts)) start();
};

export default intentDirective;
