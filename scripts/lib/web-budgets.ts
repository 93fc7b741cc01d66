/**
 * The site's first-load budgets (issue 15), measured on a running site in Chromium at 360 px (a phone: touch, no
 * hover): the JavaScript each page type loads before anyone touches it (gzip) against its goal, the time from the
 * first tap on "+ Add" to the order summary showing the service on a slow 4G network, and Lighthouse (mobile).
 * Used by `npm run bench:web`; prints figures, exits 0 either way (goals are read from the table, not asserted).
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const KB = 1024;
/** Pages whose islands wait for a first touch. */
const PUBLIC_GOAL = 15 * KB;
/** Booking and the accounts need React at once (issue 15). */
const APP_GOAL = 80 * KB;

/** localStorage a page is measured with (a cart, a login), set on the origin before the page loads. */
type Storage = Record<string, string>;

export interface BudgetPage {
  name: string;
  path: string;
  goal: number;
  storage?: Storage;
}

export interface SiteFixtures {
  pages: BudgetPage[];
  /** The branch page and the service whose "+ Add" is tapped first. */
  tap: { path: string; serviceName: string };
  /** The five pages Lighthouse audits. */
  lighthouse: BudgetPage[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function getData<T>(base: string, path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base}/api/${path}`, init);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data?: T };
  return (body.data ?? body) as T;
}

/** A demo user's session as the login overlay stores it (one localStorage key each). */
async function session(base: string, email: string, password: string): Promise<Storage> {
  const login = await getData<{ token: string; role: string; userId: string; branchId: string | null }>(
    base,
    'Auth/login',
    { method: 'POST', body: new URLSearchParams({ Username: email, Password: password }) },
  );
  return {
    token: login.token,
    role: login.role,
    userID: login.userId,
    ...(login.branchId ? { branchId: login.branchId } : {}),
  };
}

interface Service {
  serviceId: string;
  serviceName: string;
  price: number;
  durationHours: number;
  durationMinutes: number;
}
interface Branch {
  branchId: string;
  branchUrl: string;
  businessName: string;
  businessEmail: string;
  branchServices: { services: Service[] }[];
}

/** Finds one page of each type on the site (from its API) and the state the app pages are measured in. */
export async function siteFixtures(base: string): Promise<SiteFixtures> {
  const top = await getData<{ branchUrl: string }[]>(base, 'Branch/GetTopActiveBranches');
  let branch: Branch | undefined;
  for (const summary of top) {
    const detail = await getData<Branch>(base, `Branch/GetByURL/${encodeURIComponent(summary.branchUrl)}`);
    if (detail.branchServices.some((g) => g.services.length > 0)) {
      branch = detail;
      break;
    }
  }
  if (!branch) throw new Error('no top branch lists a service');
  const service = branch.branchServices.flatMap((g) => g.services)[0]!;
  const [category] = await getData<{ categoryurl: string }[]>(base, 'Category/GetByStatus');
  const [blog] = await getData<{ url: string }[]>(base, 'Blog/Get');
  // The booking page opens with this branch's service in the cart, as after "+ Add" and Book.
  const cart: Storage = {
    cartID: branch.branchId,
    cart: JSON.stringify({
      items: [
        {
          id: service.serviceId,
          name: service.serviceName,
          price: service.price,
          hours: service.durationHours,
          min: service.durationMinutes,
        },
      ],
      totalAmount: service.price,
      appointmentDateTime: null,
      employee: null,
      appointmentID: null,
      businessName: branch.businessName,
      businessEmail: branch.businessEmail,
      branchUrl: branch.branchUrl,
    }),
  };
  const customer = await session(base, 'customer@salonbook.ng', 'Customer@2026');
  const owner = await session(base, 'owner@salonbook.ng', 'Business@2026');
  const branchPath = `/branches/${branch.branchUrl}`;
  const blogPath = `/blogs/${blog!.url}`;
  const booking: BudgetPage = {
    name: 'booking',
    path: `/appointments/${branch.branchId}`,
    goal: APP_GOAL,
    storage: cart,
  };
  const account: BudgetPage = {
    name: 'customer account',
    path: '/customer-account?user=profile',
    goal: APP_GOAL,
    storage: customer,
  };
  const home: BudgetPage = { name: 'home', path: '/', goal: PUBLIC_GOAL };
  const branchPage: BudgetPage = { name: 'branch page', path: branchPath, goal: PUBLIC_GOAL };
  const blogPage: BudgetPage = { name: 'blog post', path: blogPath, goal: PUBLIC_GOAL };
  return {
    pages: [
      home,
      branchPage,
      { name: '/branches', path: '/branches', goal: PUBLIC_GOAL },
      { name: 'category page', path: `/category/${category!.categoryurl}`, goal: PUBLIC_GOAL },
      { name: 'partner fees', path: '/partner-fees', goal: PUBLIC_GOAL },
      account,
      {
        name: 'customer appointments',
        path: '/customer-account?user=appointments',
        goal: APP_GOAL,
        storage: customer,
      },
      {
        name: 'business account',
        path: '/business-account?user=business-details',
        goal: APP_GOAL,
        storage: owner,
      },
      // The salon's other panels: its day (the business account's first panel) and the lists it keeps.
      { name: 'business calendar', path: '/business-account?user=calendar', goal: APP_GOAL, storage: owner },
      { name: 'business services', path: '/business-account?user=services', goal: APP_GOAL, storage: owner },
      { name: 'business employees', path: '/business-account?user=employees', goal: APP_GOAL, storage: owner },
      { name: 'business hours', path: '/business-account?user=hours', goal: APP_GOAL, storage: owner },
      booking,
      { name: 'blog', path: '/blogs', goal: PUBLIC_GOAL },
      blogPage,
      { name: 'FAQ', path: '/faq', goal: PUBLIC_GOAL },
    ],
    tap: { path: branchPath, serviceName: service.serviceName },
    lighthouse: [home, branchPage, blogPage, booking, account],
  };
}

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Puts `storage` (and nothing else) into the origin's localStorage, from a page of the origin without scripts. */
async function setStorage(context: BrowserContext, base: string, storage: Storage = {}) {
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((s) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
  }, storage);
  await page.close();
}

/**
 * Waits until the page has done what it does by itself: every island that hydrates without a touch has hydrated
 * and nothing was requested for a second (a panel's code asked for once its data arrived counts too).
 */
async function settle(page: Page, requests: () => number) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => !document.querySelector('astro-island[ssr]:not([client="intent"]):not([client="visible"])'),
    undefined,
    { timeout: 60_000 },
  );
  for (let seen = -1; seen !== requests();) {
    seen = requests();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  }
}

/** Inline scripts of the page's HTML (the island runtime, directives, small page scripts); data (JSON) left out. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('');

export interface JsWeight {
  page: BudgetPage;
  bytes: number;
  files: string[];
  landedOn: string;
}

/** JavaScript one page loads before anyone touches it, gzip (each file compressed on its own, as served). */
export async function firstLoadJs(browser: Browser, base: string, target: BudgetPage): Promise<JsWeight> {
  const context = await browser.newContext(PHONE);
  try {
    await setStorage(context, base, target.storage);
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    let requests = 0;
    page.on('request', () => requests++);
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(
        res.url(),
        res.body().then(
          (b) => gzipSync(b).length,
          () => 0,
        ),
      );
    });
    const response = await page.goto(`${base}${target.path}`);
    const html = (await response?.text()) ?? '';
    await settle(page, () => requests);
    const sizes = await Promise.all(scripts.values());
    const inline = inlineScripts(html);
    const bytes = sizes.reduce((a, b) => a + b, 0) + (inline ? gzipSync(inline).length : 0);
    const files = [...scripts.keys()].map((u) => new URL(u).pathname.replace(/^\/_astro\//, ''));
    return { page: target, bytes, files, landedOn: new URL(page.url()).pathname + new URL(page.url()).search };
  } finally {
    await context.close();
  }
}

/** Prints the table of issue 15: JavaScript before interaction per page type, with its goal. */
export async function jsBudgetTable(base: string, pages: BudgetPage[], verbose = false) {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  console.log('\nJavaScript a page loads before anyone touches it (gzip), Chromium at 360 px');
  console.log(`   ${'page'.padEnd(22)} ${'JS'.padStart(9)}  ${'goal'.padStart(9)}  result  files`);
  const results: JsWeight[] = [];
  try {
    for (const target of pages) {
      const r = await firstLoadJs(browser, base, target);
      results.push(r);
      const ok = r.bytes <= target.goal ? 'OK' : 'over';
      const moved = r.landedOn !== target.path ? `  (went to ${r.landedOn})` : '';
      console.log(
        `   ${target.name.padEnd(22)} ${kb(r.bytes).padStart(9)}  ${`≤ ${target.goal / KB} KB`.padStart(9)}  ` +
          `${ok.padEnd(6)}  ${r.files.length} + inline${moved}`,
      );
      if (verbose) console.log(`      ${r.files.join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Chrome DevTools' "Slow 4G" preset, the network Lighthouse's mobile audit simulates. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/**
 * Slow 4G, a cold phone: the branch page loads, then a person taps "+ Add" on its first service. Measured in the
 * page's own clock from the touch to the order summary listing the service (the island's code loads after the
 * touch, since it hydrates on intent).
 */
export async function firstTap(base: string, tap: SiteFixtures['tap'], runs: number) {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await page.goto(`${base}${tap.path}`, { timeout: 120_000 });
        const add = page.getByRole('button', { name: `Add ${tap.serviceName}`, exact: true });
        await add.scrollIntoViewIfNeeded();
        await page.evaluate((name) => {
          const w = window as unknown as { tapAt?: number; shownAt?: number };
          document.addEventListener('touchstart', () => (w.tapAt ??= performance.now()), { capture: true });
          const summary = document.querySelector('.order-summary')!;
          new MutationObserver(() => {
            if (summary.querySelector('.order-items')?.textContent?.includes(name)) w.shownAt ??= performance.now();
          }).observe(summary, { childList: true, subtree: true, characterData: true });
        }, tap.serviceName);
        await add.tap();
        const ms = await page.waitForFunction(
          () => {
            const w = window as unknown as { tapAt?: number; shownAt?: number };
            return w.shownAt !== undefined && w.tapAt !== undefined && w.shownAt - w.tapAt;
          },
          undefined,
          { timeout: 120_000 },
        );
        times.push((await ms.jsonValue()) as number);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst tap on "+ Add" on a slow 4G network (DevTools preset), cold phone, ${runs} runs ` +
      `(load average ${loadavg()[0]!.toFixed(1)})`,
  );
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `   tap to the order summary showing it: median ${s(median(times))}, worst ${s(Math.max(...times))} ` +
      `(goal ≤ 1.5 s; ${times.map(s).join(', ')})`,
  );
  return times;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Lighthouse (mobile: its simulated slow 4G and 4x slower CPU), median of `runs` per page. */
export async function lighthouseMobile(base: string, pages: BudgetPage[], runs: number) {
  // Total blocking time is measured on this machine's CPU (then scaled): on a busy machine it, and the performance
  // score, come out worse than the page is.
  console.log(`\nLighthouse, mobile, median of ${runs} (load average ${loadavg()[0]!.toFixed(1)})`);
  const chrome = await launch({ chromePath: await chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  // The same browser, to put a cart or a login into localStorage (Lighthouse clears caches, not localStorage).
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    for (const target of pages) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const lcp: number[] = [];
      const cls: number[] = [];
      const tbt: number[] = [];
      const failed = new Set<string>();
      for (let i = 0; i < runs; i++) {
        await setStorage(cdp.contexts()[0]!, base, target.storage);
        const result = await lighthouse(`${base}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result!.lhr;
        for (const c of CATEGORIES) {
          const category = lhr.categories[c]!;
          scores[c]!.push(Math.round((category.score ?? 0) * 100));
          for (const ref of category.auditRefs)
            if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1) failed.add(`${c}: ${ref.id}`);
        }
        lcp.push(lhr.audits['largest-contentful-paint']!.numericValue ?? NaN);
        cls.push(lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN);
        tbt.push(lhr.audits['total-blocking-time']!.numericValue ?? NaN);
      }
      console.log(
        `   ${target.name.padEnd(17)} ${CATEGORIES.map((c) => `${c} ${median(scores[c]!)}`).join(', ')}; ` +
          `LCP ${(median(lcp) / 1000).toFixed(2)} s, CLS ${median(cls).toFixed(3)}, TBT ${median(tbt).toFixed(0)} ms`,
      );
      if (failed.size) console.log(`      below full marks: ${[...failed].join(', ')}`);
    }
  } finally {
    await cdp.close();
    chrome.kill();
  }
}
