/**
 * Quick search: three boxes (service, location, salon). Suggestions appear from 2 typed characters; arrow keys move,
 * Enter chooses; choosing in one box clears the other two. Search goes to services/ServiceName={name},
 * locations/Location={name} or branches/{branchUrl}.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchData } from '../lib/types.ts';
import { withErrorBoundary } from '../components/ErrorScreen.tsx';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration.ts';

type Kind = 'service' | 'location' | 'salon';
interface Option {
  label: string;
  href: string;
}

const MIN_CHARS = 2;
const MAX_SUGGESTIONS = 8;

let searchData: Promise<SearchData> | undefined;
// The API client loads with the first keystroke, not with the page.
const loadSearchData = () =>
  (searchData ??= import('../lib/api.ts')
    .then(({ api }) => api.searchData())
    .catch((err) => ((searchData = undefined), Promise.reject(err))));

export function suggestions(data: SearchData, kind: Kind, text: string): Option[] {
  const q = text.trim().toLowerCase();
  if (q.length < MIN_CHARS) return [];
  const match = (s: string) => s.toLowerCase().includes(q);
  const rank = (s: string) => (s.toLowerCase().startsWith(q) ? 0 : 1);
  const byRank = <T,>(items: T[], label: (t: T) => string) =>
    items
      .filter((t) => match(label(t)))
      .sort((a, b) => rank(label(a)) - rank(label(b)) || label(a).localeCompare(label(b)))
      .slice(0, MAX_SUGGESTIONS);
  if (kind === 'service')
    return byRank(data.services, (s) => s).map((s) => ({
      label: s,
      href: `/services/ServiceName=${encodeURIComponent(s)}`,
    }));
  if (kind === 'location')
    return byRank(data.locations, (s) => s).map((s) => ({
      label: s,
      href: `/locations/Location=${encodeURIComponent(s)}`,
    }));
  return byRank(data.branches, (b) => b.name).map((b) => ({ label: b.name, href: `/branches/${b.url}` }));
}

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

  async function type(kind: Kind, text: string) {
    // Typing in one box starts a new search: the other two are cleared.
    setValues({ service: '', location: '', salon: '', [kind]: text });
    setActive(kind);
    setChosen(null);
    setHighlight(-1);
    if (text.trim().length < MIN_CHARS) return setOptions([]);
    try {
      const data = await loadSearchData();
      setError(null);
      setOptions(suggestions(data, kind, text));
    } catch {
      setError('Could not load search data');
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
              onFocus={() => void loadSearchData().catch(() => {})}
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
      {error && (
        <p className="form-error qs-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export default withErrorBoundary(QuickSearch);
