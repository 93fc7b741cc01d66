import base from '../../playwright.config.ts';
import { defineConfig } from '@playwright/test';
export default defineConfig({ ...base, testDir: '.', webServer: undefined, use: { ...base.use, baseURL: 'http://127.0.0.1:4396' } });
