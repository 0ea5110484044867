/**
 * A prerender worker: draws its share of the site's addresses with the app, finishes and writes each
 * page (./page-writer.ts), and sends back what the build needs of it: its record, its digest, its
 * counted sections. The server build bundles it beside the app (pipeline/vite/config.ts), so it runs
 * as plain JavaScript; pipeline/prerender/prerender.ts starts it.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerEntry } from '../../shared/server-entry';
import { drawnAt, writePage, type PageSetup } from './page-writer';
import { SiteOutput } from './site-output';

const { serverFile, content, bodies, urls, setup, outDir } = workerData as {
  serverFile: string;
  content: [string, unknown][];
  /** The body each page shows, by the page's address, with its key, written for that page. */
  bodies: [string, [string, unknown]][];
  urls: string[];
  setup: PageSetup;
  outDir: string;
};
// The app, from the same build, loaded as the build's own thread loads it.
const entry = ((await import(pathToFileURL(serverFile).href)) as { default: ServerEntry }).default;
const data = new Map(content);
const shown = new Map(bodies);
// The offline archive's pages go back to the build with their bytes, which it packs as they come.
const output = new SiteOutput(outDir, { keep: setup.offline });
for (const url of urls) {
  const body = shown.get(url);
  const lookup = (key: string) => (body && key === body[0] ? body[1] : data.get(key));
  const written = await writePage(url, await entry.render(drawnAt(url, setup), lookup), setup, output);
  const bytes = output.take(written.page.file);
  // Copied, not transferred: a small page's bytes may share a pooled buffer with others.
  parentPort!.postMessage({ url, written, bytes });
}
await output.done();
