import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/build';
import { createStaticServer } from '../scripts/static-server';
import { loadContent } from './content/load';
import { securityHeaders } from './security/headers';
import { copyProject } from './test/project-copy';

/** The copy each route's HTML must hold before any script runs, taken from the product spec. */
const EXPECTED: Record<string, string[]> = {
  '/': [
    'Advanced Security Protocols',
    'Up to 10 Devices',
    'Complete Anonymity',
    'Crypto Payments',
    '7 Days Free Trial',
    '$Masky Token',
    'Earn &amp; Spend Tokens',
    'Multi-Device Support',
    'No Blocking',
    'Most Popular',
    'Free Trial',
    'Enterprise',
    'Start Free Trial',
    'Enterprise%20Plan%20Inquiry',
  ],
  '/signup': ['Create Account', 'Sign up with Google', 'Full Name', 'Email Address', 'Password', 'Sign Up'],
  '/login': ['Welcome Back', 'Sign in with Google', 'Email Address', 'Password', '>Login<'],
  '/blog': ['>Blog<', 'Why a Zero-Log Policy Matters', 'Paying for Privacy with Crypto', 'Read More'],
  '/support': ['Help Center', 'Setup Guides', 'Contact Support', 'Community Chat', 'Privacy &amp; Security'],
  '/privacypolicy': [
    'Privacy Policy',
    'July 24, 2025',
    '1. No logs',
    '9. Changes to this policy',
    'support@masky.example',
  ],
  '/about': [
    'Advanced Encryption',
    '100% Anonymity',
    'Crypto Payments',
    'Up to 10 Devices',
    'risk-free for 7 days',
  ],
  '/contact-us': [
    'Send Message',
    'support@masky.example',
    '+1 555 0100',
    'Decentralized | Everywhere',
    'About.me',
    'Reddit',
  ],
  '/terms': ['Terms of Service', 'July 25, 2025', '8. Contact', `© ${new Date().getFullYear()} Masky VPN`],
  '/download': [
    'Set Up',
    'Download for Windows',
    'Download for macOS',
    'Download for Linux',
    'Download for Android',
    'Download for iOS',
  ],
  '/setup': [
    'Set Up Your Masky VPN in 4 Simple Steps',
    'Sign Up / Login',
    'Choose Plan',
    'Payment',
    'VPN Ready',
    'Continue',
  ],
  '/status': [
    'My Plan Status',
    'Premium',
    'Active',
    'July 25, 2025',
    'August 25, 2025',
    '$3/month',
    'Token rewards',
  ],
  '/server': [
    'United States',
    '52 ms',
    'Germany',
    '71 ms',
    'Singapore',
    '120 ms',
    'India',
    '33 ms',
    'Brazil',
    '97 ms',
  ],
};

describe('the prerendered site', () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let out: string;
  let base: string;
  let close: () => void;
  const html = (file: string) => readFile(path.join(out, file), 'utf8');
  const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

  beforeAll(async () => {
    project = await copyProject();
    out = path.join(project.dir, 'out');
    await buildSite(out, project.dir);
    const server = createStaticServer(out).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  }, 120_000);

  afterAll(async () => {
    close?.();
    await project?.remove();
  });

  it.each(Object.entries(EXPECTED))(
    '%s holds its copy, its own title and description',
    async (route, copy) => {
      const page = await html(fileOf(route));
      for (const text of copy) expect(page).toContain(text);
      expect(page).toMatch(/<title>[^<]+<\/title>/);
      expect(page).toMatch(/<meta name="description" content="[^"]+"/);
    },
  );

  it('gives every page a different title', async () => {
    const titles = await Promise.all(
      Object.keys(EXPECTED).map(
        async (route) => /<title>([^<]+)<\/title>/.exec(await html(fileOf(route)))?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes a page for each blog post', async () => {
    const page = await html('blog/why-zero-log-matters/index.html');
    expect(page).toContain('<h2 id="what-a-log-can-reveal">What a log can reveal</h2>');
  });

  it('serves clean URLs and the not-found page with status 404 for unknown paths', async () => {
    const terms = await fetch(`${base}/terms`);
    expect(terms.status).toBe(200);
    expect(await terms.text()).toContain('Terms of Service');
    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    const body = await missing.text();
    expect(body).toContain('Oops! Page not found');
    expect(body).toContain('Return to Home');
  });

  it('sends every security header of the deploy configs with each page, as a static host does', async () => {
    const { content } = await loadContent({ root: project.dir });
    const site = content!.site;
    for (const url of ['/', '/server', '/no-such-page']) {
      const response = await fetch(`${base}${url}`);
      for (const { name, value } of securityHeaders(site)) {
        expect(response.headers.get(name), `${name} on ${url}`).toBe(value);
      }
    }
  });

  it('inlines no script: the pages load only the site module', async () => {
    const page = await html('index.html');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('follows an edit of the content on the next build, with no code touched', async () => {
    const policy = path.join(project.dir, 'content/legal/privacy-policy.md');
    await writeFile(
      policy,
      (await readFile(policy, 'utf8')).replace(
        'We do not log your activity.',
        'We never log anything you do.',
      ),
    );
    const servers = path.join(project.dir, 'content/servers.yaml');
    await writeFile(servers, (await readFile(servers, 'utf8')).replace('latency: 52', 'latency: 48'));
    await buildSite(out, project.dir);
    expect(await html('privacypolicy/index.html')).toContain('We never log anything you do.');
    const serverPage = await html('server/index.html');
    expect(serverPage).toContain('48 ms');
    expect(serverPage).not.toContain('52 ms');
  }, 120_000);

  it('fails on a broken content file, names the file and field, and keeps the last good build', async () => {
    const before = await html('index.html');
    const servers = path.join(project.dir, 'content/servers.yaml');
    await writeFile(servers, (await readFile(servers, 'utf8')).replace('latency: 71', 'latency: fast'));
    await expect(buildSite(out, project.dir)).rejects.toThrow(
      'content/servers.yaml:8:12  [1].latency: should be a number of milliseconds, for example 71 (no quotes, no ms)',
    );
    expect(await html('index.html')).toBe(before);
  }, 120_000);
});
