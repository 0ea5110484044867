// A prerender worker: draws its share of the site's addresses with the app's server bundle, reading
// the content the main thread hands over, and sends each page back as it is drawn. It is plain
// JavaScript because all it runs is the bundle Vite made; pipeline/prerender/prerender.ts starts it.
import { parentPort, workerData } from 'node:worker_threads';

const { serverFile, content, urls } = workerData;
const data = new Map(content);
const lookup = (key) => data.get(key);
const server = (await import(serverFile)).default;
for (const url of urls) parentPort.postMessage({ url, result: await server.render(url, lookup) });
