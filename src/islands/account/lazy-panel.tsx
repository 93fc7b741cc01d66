/**
 * A panel whose code loads when it is shown (issue 15), like React.lazy, except that once its module is here it
 * renders at once: React.lazy still shows the loading card for a moment, and the panel the page opens on must be
 * React's first render (it replaces the same panel painted before React, see first-panel.ts).
 */
import { lazy, type ComponentType } from 'react';

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
