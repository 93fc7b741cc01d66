/**
 * React islands are rendered to a string on the server (@astrojs/react's `experimentalDisableStreaming`), not through
 * React's stream: per island that saves a web stream, an encoder and a decoder, and it made Astro's CPU for the
 * 10,000-branch build 49 s → 37 s (two islands a branch page). @astrojs/react 7.0.0 calls `renderToString(vnode)` on
 * that path without the render options, dropping the island's `identifierPrefix`: ids made by `useId` on the server
 * would then differ from the ones the client makes when it hydrates with the prefix (withastro/astro#6849 is why the
 * prefix exists). This Vite plugin passes the options, as the streaming path does, and fails the build when the line
 * it fixes is not there (a new @astrojs/react: check whether it still needs fixing).
 */
import type { Plugin } from 'vite';

const RENDERER = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;
const CALL = 'ReactDOM.renderToString(vnode)';

/** The renderer's code with the render options passed to `renderToString`. */
export function withRenderOptions(code: string): string {
  if (!code.includes(CALL)) throw new Error(`@astrojs/react's server renderer no longer calls ${CALL}`);
  return code.replace(CALL, 'ReactDOM.renderToString(vnode, renderOptions)');
}

export default function reactStringRender(): Plugin {
  return {
    name: 'salonbook:react-string-render',
    transform: (code, id) => (RENDERER.test(id) ? withRenderOptions(code) : undefined),
  };
}
