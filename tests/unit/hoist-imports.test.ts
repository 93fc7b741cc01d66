/**
 * Entry chunks import every chunk they reach (issue 15): after a touch, an island's code comes in two rounds of
 * requests whatever the depth of its imports.
 */
import { describe, expect, it } from 'vitest';
import hoistImports, {
  hoistTransitiveImports,
  islandCode,
  islandName,
  pageScriptName,
  transitiveImports,
} from '../../src/integrations/hoist-imports.ts';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
  code: `/*${fileName}*/`,
});

/** An island importing React (which needs the bundler's runtime) and the stores (which import nanostores). */
const bundle = () => ({
  '_astro/Island.js': chunk('_astro/Island.js', ['_astro/react.js', '_astro/stores.js'], true),
  '_astro/react.js': chunk('_astro/react.js', ['_astro/runtime.js']),
  '_astro/stores.js': chunk('_astro/stores.js', ['_astro/nanostores.js', '_astro/runtime.js']),
  '_astro/nanostores.js': chunk('_astro/nanostores.js', []),
  '_astro/runtime.js': chunk('_astro/runtime.js', []),
  '_astro/Lazy.js': chunk('_astro/Lazy.js', ['_astro/react.js']),
  '_astro/style.css': { type: 'asset' as const, fileName: '_astro/style.css' },
});

describe('hoisting transitive imports into entry chunks', () => {
  it('finds every chunk an entry reaches, once', () => {
    expect(transitiveImports(bundle(), '_astro/Island.js').sort()).toEqual([
      '_astro/nanostores.js',
      '_astro/react.js',
      '_astro/runtime.js',
      '_astro/stores.js',
    ]);
  });

  it('adds the missing ones to the entry, in front of its own code, and leaves other chunks alone', () => {
    const b = bundle();
    hoistTransitiveImports(b);
    expect(b['_astro/Island.js'].code).toBe('import"./runtime.js";import"./nanostores.js";/*_astro/Island.js*/');
    expect(b['_astro/Island.js'].imports).toEqual([
      '_astro/react.js',
      '_astro/stores.js',
      '_astro/runtime.js',
      '_astro/nanostores.js',
    ]);
    expect(b['_astro/react.js'].code).toBe('/*_astro/react.js*/');
    expect(b['_astro/Lazy.js'].code).toBe('/*_astro/Lazy.js*/');
  });

  it('writes paths relative to the entry', () => {
    const b = {
      'a/deep/Entry.js': chunk('a/deep/Entry.js', ['_astro/x.js'], true),
      '_astro/x.js': chunk('_astro/x.js', ['_astro/y.js']),
      '_astro/y.js': chunk('_astro/y.js', []),
    };
    hoistTransitiveImports(b);
    expect(b['a/deep/Entry.js'].code.startsWith('import"../../_astro/y.js";')).toBe(true);
  });

  it('survives import cycles', () => {
    const b = {
      'E.js': chunk('E.js', ['a.js'], true),
      'a.js': chunk('a.js', ['b.js']),
      'b.js': chunk('b.js', ['a.js', 'E.js']),
    };
    hoistTransitiveImports(b);
    expect(b['E.js'].code).toBe('import"./b.js";/*E.js*/');
  });
});

describe('island entry chunks', () => {
  it.each([
    ['/app/src/islands/BranchOrder.tsx', 'BranchOrder'],
    ['/app/node_modules/@astrojs/react/dist/client.js', '@astrojs/react'],
    ['/app/src/islands/account/Modal.tsx', undefined],
    ['/app/src/components/Nav.astro?astro&type=script&index=0&lang.ts', undefined],
    [null, undefined],
  ])('%s is %s', (id, name) => expect(islandName(id)).toBe(name));
});

describe("a page's own script", () => {
  it.each([
    ['/app/src/pages/appointments/index.astro?astro&type=script&index=0&lang.ts', 'appointments/index'],
    ['/app/src/pages/customer-account.astro?astro&type=script&index=0&lang.ts', 'customer-account'],
    ['/app/src/components/Nav.astro?astro&type=script&index=0&lang.ts', undefined],
    ['/app/src/islands/BranchOrder.tsx', undefined],
    [null, undefined],
  ])('%s is %s', (id, name) => expect(pageScriptName(id)).toBe(name));
});

describe('what a page may preload', () => {
  it('names only the chunks written: one that held only CSS, dropped after the bundle was made, is left out', () => {
    const plugin = hoistImports() as unknown as {
      generateBundle(o: unknown, b: Record<string, unknown>): void;
      writeBundle(o: unknown, b: Record<string, unknown>): void;
    };
    const made = {
      ...bundle(),
      '_astro/Island.js': {
        ...chunk('_astro/Island.js', ['_astro/react.js', '_astro/calendar.js'], true),
        facadeModuleId: '/app/src/islands/Island.tsx',
      },
      '_astro/calendar.js': chunk('_astro/calendar.js', []),
    };
    plugin.generateBundle({}, made);
    expect(islandCode(['Island'])['/_astro/Island.js']).toContain('/_astro/calendar.js');
    const { ['_astro/calendar.js']: _dropped, ...written } = made;
    plugin.writeBundle({}, written);
    expect(islandCode(['Island'])['/_astro/Island.js']).toEqual(['/_astro/react.js', '/_astro/runtime.js']);
  });
});
