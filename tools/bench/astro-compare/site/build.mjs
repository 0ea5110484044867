// Timed inside its own process around Astro's build(), as the site's build is timed around buildSite.
import { writeFileSync } from 'node:fs';
import { build } from 'astro';

const started = performance.now();
const cpu = process.cpuUsage();
await build({ root: process.cwd(), logLevel: 'warn' });
const used = process.cpuUsage(cpu);
writeFileSync(
  process.argv[2],
  JSON.stringify({
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
  }),
);
