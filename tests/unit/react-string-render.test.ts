import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { expect, it } from 'vitest';
import { withRenderOptions } from '../../src/integrations/react-string-render.ts';

it("passes the island's render options (its useId prefix) to the installed renderer's renderToString", () => {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@astrojs/react/package.json'));
  const code = readFileSync(join(dist, 'dist/server.js'), 'utf8');
  const fixed = withRenderOptions(code);
  expect(fixed).toContain('ReactDOM.renderToString(vnode, renderOptions)');
  expect(fixed).not.toContain('ReactDOM.renderToString(vnode)');
  // The options it passes are the ones the streaming path passes, prefix included.
  expect(fixed).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix/);
});

it('fails the build when the renderer no longer has the call it fixes', () => {
  expect(() => withRenderOptions('html = ReactDOM.renderToString(vnode, options);')).toThrow(/no longer calls/);
});
