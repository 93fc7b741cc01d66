/**
 * A panel whose code loads when it is shown (issue 15), like React.lazy, except that once its module is here it
 * renders at once: React.lazy still shows the loading card for a moment, and the panel the page opens on must be
 * React's first render (it replaces the same panel painted before React, see first-panel.ts).
 */
import { lazy, type ComponentType } from 'react';
import { panelFrom, type AccountPage } from '../../lib/account-forms.ts';

export function lazyPanel<P extends object>(loader: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const load = () => loader().then((component) => (loaded = component));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Panel(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Panel, load };
}

/**
 * The panel an account page opens on (null while the site is built), its code loaded before React's first render so
 * that render is the panel painted before React, not a loading card in its place.
 */
export async function openingPanel<K extends string>(
  page: AccountPage<K>,
  panels: Record<K, { load: () => Promise<unknown> }>,
): Promise<K | null> {
  if (typeof window === 'undefined') return null;
  const key = panelFrom(window.location.search, page.panels);
  await panels[key].load();
  return key;
}
