/** The port the browser tests serve the site on; set E2E_PORT to run beside another copy. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);

/**
 * The folder the browser tests serve the site from, so they never touch dist/; set by E2E_DIST. It is
 * the tests' one build, which the HTML check and the unit tests read too (tools/test/test-build.ts).
 */
export { testBuildDir as e2eDist } from '../tools/test/test-build';

/** The port of the flag service's stand-in during the browser tests; set E2E_FLAG_PORT to run beside another copy. */
export const e2eFlagPort = Number(process.env.E2E_FLAG_PORT ?? 4319);
