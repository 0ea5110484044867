/**
 * `npm run test:setup`: finds what the browser tests need (Chromium; nginx and openssl for the nginx
 * suite; Firefox, WebKitWebDriver, GJS with WebKitGTK's bindings and Xvfb for the engines' tests;
 * zim-tools for the offline archive's ZIM files), installs what is missing where it can, and
 * otherwise stops within seconds with one message that names the command to run. `npm test` runs it
 * first, before anything slow.
 *
 * `tsx scripts/test-setup.ts -- COMMAND ARGS...` then runs COMMAND with CHROMIUM_PATH, NGINX_PATH,
 * FIREFOX_PATH, WEBKIT_DRIVER_PATH, GJS_PATH, XVFB_PATH and ZIMWRITERFS_PATH set to what it found,
 * and exits with its status: `npm run test:e2e` is Playwright run this way, `npm run test:engines`
 * vitest with e2e/engines/vitest.config.ts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nodeSystem } from '../tools/test-setup/system';
import { describeTools, setUpTestTools } from '../tools/test-setup/tools';

const { positionals: command } = parseArgs({ options: {}, allowPositionals: true });

const result = await setUpTestTools(nodeSystem());
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
console.log(describeTools(result.tools));

if (command.length > 0) {
  // The project's own programs (playwright) come first, as they do in an npm script.
  const bin = path.resolve(import.meta.dirname, '../node_modules/.bin');
  const env = {
    ...process.env,
    ...result.tools.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
  // Ctrl-C reaches the command from the terminal already; passing it on as well would make a second
  // one, which Playwright takes as "stop now" and skips stopping its web server. This process only
  // waits for the command to end. A SIGTERM, sent to this process alone, is passed on.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('error', (error) => {
    console.error(`Could not start ${command[0]}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
