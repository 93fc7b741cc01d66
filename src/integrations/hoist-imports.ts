/**
 * A Vite plugin for the browser build: every entry chunk (an island, the renderer, a page script) imports all the
 * chunks it needs directly, not only through other chunks. The browser then asks for them all as soon as the entry
 * has arrived, instead of one round of requests per level of imports; on a phone network each round costs a full
 * round trip (about 0.6 s on slow 4G), and an island's code is fetched after the first touch (client:intent).
 * Rollup does this by default (hoistTransitiveImports); Rolldown does not.
 */
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
}

/** Island code by island name (and '@astrojs/react' for the renderer): the entry's URL and those of its imports. */
type IslandCode = Map<string, { url: string; imports: string[] }>;
const KEY = Symbol.for('salonbook.islandCode');
const store = globalThis as unknown as { [KEY]?: IslandCode };

/** Which island (or the React renderer) an entry chunk is, if any. */
export function islandName(facadeModuleId: string | null | undefined): string | undefined {
  if (!facadeModuleId) return undefined;
  if (/[\\/]@astrojs[\\/]react[\\/].*client/.test(facadeModuleId)) return '@astrojs/react';
  return /[\\/]src[\\/]islands[\\/]([A-Za-z]+)\.tsx$/.exec(facadeModuleId)?.[1];
}

/** Which page's own script (its path under src/pages, e.g. 'appointments/index') an entry chunk is, if any. */
export function pageScriptName(facadeModuleId: string | null | undefined): string | undefined {
  return facadeModuleId ? /[\\/]src[\\/]pages[\\/](.+)\.astro\?astro&type=script/.exec(facadeModuleId)?.[1] : undefined;
}

/**
 * URLs of the chunks a page's own script imports (see pageScriptName), for `<link rel="modulepreload">` in its head:
 * the browser then asks for them with the script instead of a round trip later. Empty outside a build.
 */
export function pageScriptImports(page: string): string[] {
  return store[KEY]?.get(`page:${page}`)?.imports ?? [];
}

/**
 * For the pages of this build (rendered after the browser build, in the same process): URL of each named island's
 * entry chunk and the URLs of every chunk it imports, with the React renderer's. Empty outside a build.
 */
export function islandCode(names: string[]): Record<string, string[]> {
  const code = store[KEY];
  if (!code) return {};
  const out: Record<string, string[]> = {};
  for (const name of [...names, '@astrojs/react']) {
    const entry = code.get(name);
    if (entry) out[entry.url] = entry.imports;
  }
  return out;
}

/** The chunks `fileName` reaches through static imports, nearest first, itself excluded. */
export function transitiveImports(bundle: Record<string, ChunkLike>, fileName: string): string[] {
  const seen = new Set<string>();
  const queue = [...(bundle[fileName]?.imports ?? [])];
  while (queue.length) {
    const next = queue.shift()!;
    if (seen.has(next) || next === fileName) continue;
    seen.add(next);
    queue.push(...(bundle[next]?.imports ?? []));
  }
  return [...seen];
}

/** Relative specifier from one chunk to another (both paths from the output root). */
function specifier(from: string, to: string): string {
  const up = from.split('/').length - 1;
  const fromDir = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let common = 0;
  while (common < fromDir.length && fromDir[common] === toParts[common]) common++;
  const rel = [...Array<string>(up - common).fill('..'), ...toParts.slice(common)].join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Adds side-effect-free `import "./chunk.js";` lines for the transitive imports an entry chunk lacks. */
export function hoistTransitiveImports(bundle: Record<string, ChunkLike>) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.code === undefined) continue;
    const direct = new Set(chunk.imports ?? []);
    const missing = transitiveImports(bundle, chunk.fileName).filter((f) => !direct.has(f));
    if (missing.length === 0) continue;
    // Only the order of requests changes: each module still runs after its own imports.
    chunk.code = missing.map((f) => `import"${specifier(chunk.fileName, f)}";`).join('') + chunk.code;
    chunk.imports = [...direct, ...missing];
  }
}

export default function hoistImports(): Plugin {
  return {
    name: 'salonbook:hoist-transitive-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, ChunkLike>;
      hoistTransitiveImports(chunks);
      const code: IslandCode = new Map();
      for (const chunk of Object.values(chunks)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const page = pageScriptName(chunk.facadeModuleId);
        const name = page ? `page:${page}` : islandName(chunk.facadeModuleId);
        if (name) code.set(name, { url: `/${chunk.fileName}`, imports: (chunk.imports ?? []).map((f) => `/${f}`) });
      }
      store[KEY] = code;
    },
    // Vite drops the JavaScript of chunks that held only CSS after this plugin's generateBundle (and their imports
    // from the code); what is written decides which files a page may preload, or it would ask for files that are not
    // there (404s on every page with such a chunk, e.g. the calendar's stylesheet).
    writeBundle(_options, bundle) {
      for (const entry of store[KEY]?.values() ?? [])
        entry.imports = entry.imports.filter((url) => url.slice(1) in bundle);
    },
  };
}
