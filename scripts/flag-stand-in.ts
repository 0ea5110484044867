/**
 * Answers for the flag service on this machine, on PORT, until stopped: the browser tests start it
 * beside the site (playwright.config.ts) and point Chromium at it, so the server page's flags load
 * without the network and without intercepting the page's requests, which would change how the
 * browser navigates (no prefetching, no view transitions).
 */
import path from 'node:path';
import { loadContent } from '../pipeline/content/store';
import { externalFlagHost } from '../shared/flags';
import { startFlagStandIn } from '../tools/bench/flag-stand-in';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4319);
const { content } = await loadContent({ root });
// A site that serves its own flags asks nothing of the stand-in, which still answers, idle, so that
// the tests start the same way whatever the setting.
const host = (content && externalFlagHost(content.site)) ?? 'flags.invalid';
await startFlagStandIn(host, port);
console.log(`Answering for ${host} at https://127.0.0.1:${port}`);
