// npm run screenshot -- <url> <out.png> [width=1280]: a full-page screenshot in the local Chromium, to look at pages.
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.ts';

const [url = 'http://localhost:4321/', out = '/tmp/page.png', width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
const errors: string[] = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`saved ${out}${errors.length ? `\nconsole errors:\n${errors.join('\n')}` : ''}`);
