import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks, formatBrokenLink } from './links';

let dir: string;

/** Writes a small built site: each key is a file in the build folder. */
async function site(files: Record<string, string>) {
  dir = await mkdtemp(path.join(tmpdir(), 'check-links-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

const page = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('checkLinks', () => {
  it('passes links to pages, files and element ids, and leaves other sites alone', async () => {
    const report = await checkLinks(
      await site({
        'index.html': page(
          `<h2 id="pricing">Pricing</h2>
           <a href="/about">About</a> <a href="/about/">About</a> <a href="/about#team">Team</a>
           <a href="#pricing">Pricing</a> <a href="/#pricing">Pricing</a> <a href="about">Relative</a>
           <a href="https://elsewhere.example/nowhere">Elsewhere</a> <a href="mailto:a@b.example">Mail</a>
           <a href="tel:+15550100">Phone</a> <img src="/flag.png" alt="">`,
          '<link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/app.js"></script>',
        ),
        'about/index.html': page(
          '<h2 id="team">Team</h2><a href="https://masky.example/">Home</a>',
          '<link rel="canonical" href="https://masky.example/about">',
        ),
        'assets/site.css': 'body{}',
        'assets/app.js': '',
        'flag.png': '',
      }),
    );
    expect(report).toEqual({ broken: [], links: 11, pages: 2 });
  });

  it('names each link that leads to no page, file or id, and the page it is on', async () => {
    const report = await checkLinks(
      await site({
        'index.html': page(
          `<h2 id="pricing">Pricing</h2>
           <a href="/abuot">About</a> <a href="#pricng">Pricing</a> <a href="/about#teem">Team</a>
           <a href="https://masky.example/gone">Gone</a> <script src="/assets/missing.js"></script>`,
          '<link rel="canonical" href="https://masky.example/">',
        ),
        'about/index.html': page('<h2 id="team">Team</h2>'),
      }),
    );
    expect(report.broken.map(formatBrokenLink)).toEqual([
      'index.html: /abuot leads to no page or file: nothing in the build answers /abuot',
      'index.html: #pricng leads to #pricng, but this page has no element with id "pricng"',
      'index.html: /about#teem leads to #teem, but /about/ has no element with id "teem"',
      'index.html: https://masky.example/gone leads to no page or file: nothing in the build answers /gone',
      'index.html: /assets/missing.js leads to no page or file: nothing in the build answers /assets/missing.js',
    ]);
  });
});
