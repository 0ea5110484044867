import path from 'node:path';

/** The port the browser tests serve the site on; set E2E_PORT to run beside another copy. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);

/** The folder the browser tests build the site into, so they never touch dist/; set by E2E_DIST. */
export const e2eDist = path.resolve(import.meta.dirname, '..', process.env.E2E_DIST ?? '.e2e-dist');

/** The port of the flag service's stand-in during the browser tests; set E2E_FLAG_PORT to run beside another copy. */
export const e2eFlagPort = Number(process.env.E2E_FLAG_PORT ?? 4319);
