// A prerender worker: draws its share of the site's addresses with the app's server bundle, reading
// the content modules the main thread hands over, and sends each page back as it is drawn. It is
// plain JavaScript because all it runs is the bundle Vite made; pipeline/prerender/prerender.ts starts it.
import { parentPort, workerData } from 'node:worker_threads';

const { serverFile, modules, urls } = workerData;
const content = new Map(modules);
const server = (await import(serverFile)).default;
server.setContentSource(async (url) => content.get(url));
for (const url of urls) parentPort.postMessage({ url, result: await server.render(url) });
