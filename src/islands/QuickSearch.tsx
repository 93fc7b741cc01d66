/**
 * Quick search: three boxes (service, location, salon). Suggestions come from the server (GET /api/Search/Suggest,
 * up to 8 of the box's kind) from 2 typed characters: asked after a 150 ms pause, a new keystroke cancels the request
 * in flight, and an answer for older text is never shown. Arrow keys move, Enter chooses; choosing in one box clears
 * the other two. A suggestion opens its own url: services/ServiceName={name}, locations/Location={name} or
 * branches/{branchUrl}.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { latestOnly, STALE } from '../lib/latest-only.ts';
import type { Suggestion } from '../lib/types.ts';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration.ts';

type Kind = 'service' | 'location' | 'salon';
interface Option {
  label: string;
  href: string;
}

const MIN_CHARS = 2;
/** The pause after the last keystroke before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;
const KIND_OF_BOX: Record<Kind, Suggestion['kind']> = { service: 'service', location: 'area', salon: 'salon' };

/** The options a box shows: the suggestions of its kind, in the server's order. */
export function optionsFor(kind: Kind, suggestions: Suggestion[]): Option[] {
  return suggestions.filter((s) => s.kind === KIND_OF_BOX[kind]).map((s) => ({ label: s.label, href: s.url }));
}

// The API client loads with the first focus or keystroke, not with the page.
const loadApi = () => import('../lib/api.ts');
const askSuggestions = ({ kind, text }: { kind: Kind; text: string }, signal: AbortSignal) =>
  loadApi().then(({ api }) => api.suggest(text, signal, KIND_OF_BOX[kind]));

const BOXES: { kind: Kind; label: string; placeholder: string }[] = [
  { kind: 'service', label: 'Service', placeholder: 'Braids, haircut, manicure…' },
  { kind: 'location', label: 'Location', placeholder: 'Lekki, Wuse 2, Bodija…' },
  { kind: 'salon', label: 'Salon', placeholder: 'Salon name' },
];

function QuickSearch() {
  const [values, setValues] = useState<Record<Kind, string>>({ service: '', location: '', salon: '' });
  const [active, setActive] = useState<Kind | null>(null);
  const [options, setOptions] = useState<Option[]>([]);
  const [highlight, setHighlight] = useState(-1);
  const [chosen, setChosen] = useState<Option | null>(null);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Letters typed while the island loaded (it hydrates on first intent) bring their suggestions too.
  useTypedBeforeHydration(formRef, (input) => {
    const kind = BOXES.find((b) => input.id === `${baseId}-${b.kind}`)?.kind;
    if (kind) void type(kind, input.value);
  });

  // One request at a time: the newest text's (see latestOnly), dropped when the island goes away.
  const [suggester] = useState(() => latestOnly(askSuggestions, SUGGEST_DELAY_MS));
  useEffect(() => () => suggester.cancel(), [suggester]);
  // What was typed last, so an answer is shown only in the box and for the text it was asked for.
  const typed = useRef<{ kind: Kind; text: string } | null>(null);

  async function type(kind: Kind, text: string) {
    // Typing in one box starts a new search: the other two are cleared.
    setValues({ service: '', location: '', salon: '', [kind]: text });
    setActive(kind);
    setChosen(null);
    setHighlight(-1);
    // Another box's suggestions never show under this one while its own are asked for.
    if (typed.current?.kind !== kind) setOptions([]);
    typed.current = { kind, text };
    if (text.trim().length < MIN_CHARS) {
      suggester.cancel();
      return setOptions([]);
    }
    try {
      const answer = await suggester.request({ kind, text: text.trim() });
      if (answer === STALE || typed.current?.kind !== kind || typed.current.text !== text) return;
      setError(null);
      setOptions(optionsFor(kind, answer));
    } catch {
      if (typed.current?.kind === kind && typed.current.text === text) setError('Could not load suggestions');
    }
  }

  function choose(kind: Kind, option: Option) {
    setValues({ service: '', location: '', salon: '', [kind]: option.label });
    setChosen(option);
    setOptions([]);
    setActive(null);
    window.location.assign(option.href);
  }

  function onKeyDown(kind: Kind, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && options.length) {
      e.preventDefault();
      setHighlight((h) => (h + 1) % options.length);
    } else if (e.key === 'ArrowUp' && options.length) {
      e.preventDefault();
      setHighlight((h) => (h <= 0 ? options.length - 1 : h - 1));
    } else if (e.key === 'Enter') {
      const option = options[highlight] ?? options[0];
      if (option && active === kind) {
        e.preventDefault();
        choose(kind, option);
      }
    } else if (e.key === 'Escape') {
      setOptions([]);
    }
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (chosen) return window.location.assign(chosen.href);
    // The boxes' own text: a search submitted while the island hydrated is replayed before its state caught up.
    const typed = (k: Kind) => formRef.current?.querySelector<HTMLInputElement>(`[id="${baseId}-${k}"]`)?.value ?? '';
    const kind = BOXES.map((b) => b.kind).find((k) => typed(k).trim().length >= MIN_CHARS);
    if (!kind) return setError('Type at least 2 characters in one of the boxes.');
    const text = typed(kind).trim();
    const href =
      kind === 'service'
        ? `/services/ServiceName=${encodeURIComponent(text)}`
        : kind === 'location'
          ? `/locations/Location=${encodeURIComponent(text)}`
          : (options[0]?.href ?? `/branches?q=${encodeURIComponent(text)}`);
    window.location.assign(href);
  }

  return (
    <form className="quick-search" role="search" aria-label="Find a salon" onSubmit={submit} ref={formRef}>
      {BOXES.map(({ kind, label, placeholder }) => {
        const listId = `${baseId}-${kind}-list`;
        const open = active === kind && options.length > 0;
        return (
          <div className="qs-box" key={kind}>
            <label htmlFor={`${baseId}-${kind}`}>{label}</label>
            <input
              id={`${baseId}-${kind}`}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={open && highlight >= 0 ? `${listId}-${highlight}` : undefined}
              placeholder={placeholder}
              value={values[kind]}
              onFocus={() => void loadApi().catch(() => {})}
              onChange={(e) => void type(kind, e.target.value)}
              onKeyDown={(e) => onKeyDown(kind, e)}
              onBlur={() => setTimeout(() => setActive((a) => (a === kind ? null : a)), 150)}
            />
            <ul id={listId} role="listbox" className="qs-list" hidden={!open} aria-label={`${label} suggestions`}>
              {open &&
                options.map((o, i) => (
                  <li
                    key={o.href}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === highlight}
                    className={i === highlight ? 'highlight' : undefined}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(kind, o);
                    }}
                  >
                    {o.label}
                  </li>
                ))}
            </ul>
          </div>
        );
      })}
      <button className="btn btn-accent qs-submit" type="submit">
        Search
      </button>
      <p className="visually-hidden" role="status">
        {active && options.length ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
      {error && (
        <p className="form-error qs-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export default withErrorBoundary(QuickSearch);
