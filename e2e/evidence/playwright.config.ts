import { defineConfig } from '@playwright/test';
import suite from '../playwright.config.js';

/** The suite's own configuration (reporters, evidence kept on failure), run on the failing fixture alone. */
export default defineConfig({ ...suite, testDir: './fixture', webServer: undefined, globalSetup: undefined });
