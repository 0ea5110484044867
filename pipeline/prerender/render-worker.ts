/**
 * A prerender worker: draws its share of the site's addresses with the app, finishes each page
 * (./page-writer.ts), and hands the build's thread what it writes and needs of it: the bytes and
 * digest of the page and of its sections' files, its record, its sections' counted terms. The server build bundles it beside the app (pipeline/vite/config.ts), so it runs
 * as plain JavaScript; pipeline/prerender/prerender.ts starts it.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerEntry } from '../../shared/server-entry';
import { drawnAt, packPage, writePage, type PageSetup } from './page-writer';
import { HandedOver } from './site-output';

const { serverFile, content, bodies, urls, setup } = workerData as {
  serverFile: string;
  content: [string, unknown][];
  /** The body each page shows, by the page's address, with its key, written for that page. */
  bodies: [string, [string, unknown]][];
  urls: string[];
  setup: PageSetup;
};
// The app, from the same build, loaded as the build's own thread loads it.
const entry = ((await import(pathToFileURL(serverFile).href)) as { default: ServerEntry }).default;
const data = new Map(content);
const shown = new Map(bodies);
const output = new HandedOver();
for (const url of urls) {
  const body = shown.get(url);
  const lookup = (key: string) => (body && key === body[0] ? body[1] : data.get(key));
  const written = await writePage(url, await entry.render(drawnAt(url, setup), lookup), setup, output);
  const files = output.take();
  parentPort!.postMessage(
    { url, written: packPage(written), files },
    files.map(({ bytes }) => bytes.buffer),
  );
}
