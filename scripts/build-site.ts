// npm run build:site [-- --out dist]
// Builds the public site from a running API (API_URL, e.g. https://api.example.com/api) into a static folder for any
// CDN or object store: every page pre-rendered for SITE_URL, then compressed once (file.br and file.gz beside each
// page and asset, for servers that send precompressed variants). Exits non-zero when the build fails.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { precompress } from '../server/site/precompress.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const outDir = resolve(values.out);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4321/api';
console.log(`building the site from ${apiUrl} into ${outDir}`);
const started = performance.now();
const code = await new Promise<number | null>((done) => {
  const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    env: { ...process.env, API_URL: apiUrl, SITE_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  child.on('exit', done);
});
if (code !== 0) {
  console.error(`astro build failed (exit ${code})`);
  process.exit(1);
}
const files = await precompress(outDir);
console.log(`built and compressed ${files} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
