/**
 * The resident renderer (issue 14): an `astro build` started by the server's site builder with SITE_RESIDENT=1 (and
 * an IPC channel) stays up after it has written the site, with the rendered app in memory, and renders the pages of
 * live updates on request into a folder the builder names. A live update then costs Astro's rendering of the changed
 * pages only, not a new Node process, Astro's start and two Vite builds. Same code and manifest as the build, so the
 * pages are the bytes a partial `astro build` would write. The process ends with its parent.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { compressAsRendered, pageFile } from './compress-pages.ts';
import { goesLive, type PartialJob } from '../lib/site-paths.ts';
import { startRound } from '../lib/site-round.ts';

/** Parent → renderer. */
export interface RenderRequest {
  id: number;
  job: PartialJob;
  outDir: string;
}

/** Renderer → parent: built (with the process's peak memory and CPU time so far); one answer per request. */
export type RendererMessage =
  | { type: 'built'; peakKb: number; cpuMs: number }
  | { type: 'rendered'; id: number; pages: number }
  | { type: 'failed'; id: number; message: string };

type DefaultPrerenderer = AstroPrerenderer & { app?: { routeCache: { clearAll(): void } } };

export default function resident(): AstroIntegration {
  const send = process.send?.bind(process);
  if (process.env.SITE_RESIDENT !== '1' || !send) return { name: 'salonbook:resident', hooks: {} };
  let site = 'http://localhost:4321';
  let buildDir = '';
  let prerenderer: DefaultPrerenderer | undefined;
  let compressing: ReturnType<typeof compressAsRendered> | undefined;
  const reply = (message: RendererMessage) => new Promise<void>((done) => send(message, () => done()));

  async function render({ job, outDir }: RenderRequest): Promise<number> {
    startRound(job);
    // Astro keeps each route's getStaticPaths answer; this round's data is new.
    prerenderer!.app!.routeCache.clearAll();
    let pages = 0;
    for (const { pathname, route } of await prerenderer!.getStaticPaths()) {
      const file = pageFile(pathname, route.type, route.route);
      if (!file || !goesLive(file, job.keys)) continue;
      // The URL a build renders the page at (directory format: a trailing slash on pages).
      const url = new URL(route.type === 'endpoint' || pathname.endsWith('/') ? pathname : `${pathname}/`, site);
      const rendered = await prerenderer!.render(new Request(url), { routeData: route });
      const response = rendered instanceof Response ? rendered : rendered.response;
      // A branch no longer active has no page (as in a build, where a page without a body writes no file).
      if (response.status === 404) continue;
      if (!response.ok) throw new Error(`${pathname} rendered ${response.status}`);
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), Buffer.from(await response.arrayBuffer()));
      pages++;
    }
    return pages;
  }

  return {
    name: 'salonbook:resident',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = config.site;
        buildDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((defaults) => {
          prerenderer = defaults;
          // A full build by the site builder compresses its pages as it renders them.
          if (process.env.SITE_COMPRESS === '1') compressing = compressAsRendered(defaults, buildDir);
          return defaults;
        });
      },
      'astro:build:done': async () => {
        await compressing?.drain();
        const usage = process.resourceUsage();
        await reply({ type: 'built', peakKb: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 });
        // The builder went away while this built: nothing to stay for (Astro's command ends when this returns).
        if (!process.connected) return;
        process.on('disconnect', () => process.exit(0));
        // Requests are served one at a time: the builder never sends the next before the answer.
        process.on('message', (request: RenderRequest) => {
          void render(request).then(
            (pages) => reply({ type: 'rendered', id: request.id, pages }),
            (err: Error) => reply({ type: 'failed', id: request.id, message: err.stack ?? err.message }),
          );
        });
        // Astro's command exits when the build returns: it never does.
        await new Promise(() => {});
      },
    },
  };
}
