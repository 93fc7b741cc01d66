/** Every setting the server reads from the environment, in one place (the README lists them). */
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  production: boolean;
  /** Build and serve the public site (SITE_BUILD=off serves only the API). */
  siteBuild: boolean;
  /** The public origin pages are built for (canonical URLs, sitemap). */
  siteUrl: string;
  /** One log line per request (LOG_REQUESTS=off when a proxy in front already logs them). */
  logRequests: boolean;
  /** How often the site checks the catalog for changes made elsewhere, in minutes. */
  siteRefreshMinutes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    production: env.NODE_ENV === 'production',
    siteBuild: env.SITE_BUILD !== 'off',
    logRequests: env.LOG_REQUESTS !== 'off',
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    siteRefreshMinutes: Math.max(1, Number(env.SITE_REFRESH_MINUTES ?? 10) || 10),
  };
}

export const pgliteDir = (config: Config) => join(config.dataDir, 'db');
export const siteDir = (config: Config) => join(config.dataDir, 'site');
