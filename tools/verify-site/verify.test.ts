import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as openpgp from 'openpgp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, MANIFEST_VALID_DAYS } from '../../pipeline/publish/manifest';
import { signTransition, transitionText, TRANSITIONS_PATH } from '../../pipeline/publish/key-transition';
import { readSiteKey, sealSite, SITE_KEY_FILE } from '../../pipeline/publish/site-signing';
import { VERIFIER_FILE } from '../../pipeline/publish/verifier';
import { securityHeaders } from '../../pipeline/security/headers';
import { createStaticServer } from '../serve/static-server';
import { ensureTestBuild } from '../test/test-build';
import { copyTree } from '../test/project-copy';
import { listedCopies, verifyListedCopies } from './mirrors';
import { folderCopy, httpCopy, verifyCopy } from './verify';

/**
 * verify-site against the preview server (the static server `npm run preview` runs) serving a copy
 * of the tests' build, whose manifest is signed here with a key made for the test, the way the
 * publishing job signs it with the company's.
 */

const projectRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/** The signed build's moment: three days before the test, to the second, as a copy a few days old. */
const MOMENT = new Date(Math.floor(Date.now() / 1000) * 1000 - 3 * 86_400_000);
const BUILT = MOMENT.toISOString().replace('.000Z', 'Z');
const VALID_UNTIL = new Date(MOMENT.getTime() + MANIFEST_VALID_DAYS * 86_400_000)
  .toISOString()
  .replace('.000Z', 'Z');

let work: string;
let built: string;
let keyRoot: string;
let keyFile: string;
let otherKey: string;
let signingKey: string;
let site: string;
let close: () => Promise<void>;

/** `npm run verify-site` itself, as a reader runs it: its exit status and what it printed. */
async function verifySite(address: string): Promise<{ code: number; out: string }> {
  const args = [
    path.join(projectRoot, 'scripts/run.mjs'),
    'scripts/verify-site.ts',
    address,
    '--key',
    keyFile,
  ];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: projectRoot });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'masky-verify-'));
  const { dir } = await ensureTestBuild();
  built = path.join(work, 'built');
  await copyTree(dir, built);
  const { privateKey, publicKey } = await openpgp.generateKey({
    type: 'ecc',
    curve: 'ed25519Legacy',
    userIDs: [{ name: 'Site signing, test' }],
    date: new Date('2026-01-01T00:00:00Z'),
    format: 'armored',
  });
  const other = await openpgp.generateKey({
    type: 'ecc',
    curve: 'ed25519Legacy',
    userIDs: [{ name: 'Someone else' }],
    date: new Date('2026-01-01T00:00:00Z'),
    format: 'armored',
  });
  otherKey = other.privateKey;
  signingKey = privateKey;
  keyRoot = path.join(work, 'keys');
  keyFile = path.join(keyRoot, SITE_KEY_FILE);
  await mkdir(path.dirname(keyFile), { recursive: true });
  await writeFile(keyFile, publicKey);
  await sealSite(built, {
    root: keyRoot,
    moment: MOMENT,
    env: { SITE_SIGNING_KEY: privateKey },
    log: () => {},
  });
  site = path.join(work, 'site');
}, 300_000);

afterAll(() => rm(work, { recursive: true, force: true }));

// Each test starts from the exact signed copy, changes what it needs to, and then serves it: the
// server reads the list of files and their sizes when it starts, as `npm run preview` does.
beforeEach(async () => {
  await rm(site, { recursive: true, force: true });
  await copyTree(built, site);
});
afterEach(() => close?.());

/** Starts the preview server on the copy, on a free port, and returns its address (under `prefix`, if given). */
async function serve(prefix?: string): Promise<string> {
  const server = createStaticServer(site, { prefix }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/${prefix ? `${prefix}/` : ''}`;
}

describe('verify-site', () => {
  it('passes an exact copy, served by the preview server or in a folder, with one line', async () => {
    const key = await readSiteKey(keyRoot, keyFile);
    const base = await serve();
    const served = await verifyCopy(httpCopy(base), key);
    // Over HTTP every address the pages link to is followed too: each is a file the manifest lists.
    expect(served).toMatchObject({
      differences: [],
      extra: [],
      built: BUILT,
      validUntil: VALID_UNTIL,
      days: 3,
    });
    expect(served.untrusted).toBeUndefined();
    // Every page is asked for by its file's path, about/index.html, which the server answers.
    expect(served.files).toBeGreaterThan(100);
    expect(await verifyCopy(folderCopy(site), key)).toMatchObject({ differences: [], files: served.files });
    const { code, out } = await verifySite(base);
    // The preview server sends the build's _headers, as Cloudflare Pages does.
    expect(out.trim().split('\n')).toEqual([
      `The host sends all ${securityHeaders({ flagSource: 'site', flagBaseUrl: '' }).length} security headers the build asks for.`,
      `All ${served.files} files at ${base} match the manifest of the build of ${BUILT} (3 days old, valid until ${VALID_UNTIL}), signed with the key ${key.getFingerprint().toUpperCase()}.`,
    ]);
    expect(code).toBe(0);
  });

  it('passes an exact copy a mirror serves under a path prefix, following its links only within it', async () => {
    const base = await serve('mirror-of-masky');
    const { code, out } = await verifySite(base);
    expect(out).toMatch(/^All \d+ files at http:\/\/127\.0\.0\.1:\d+\/mirror-of-masky\/ match the manifest/m);
    expect(out).not.toContain('not in the manifest');
    expect(code).toBe(0);
  });

  it('runs as the one file each build publishes, with Node alone and nothing installed, and checks as the command does', async () => {
    // A folder of its own, outside the project: no package can be found from it.
    const alone = await mkdtemp(path.join(tmpdir(), 'masky-verifier-'));
    try {
      await writeFile(path.join(alone, VERIFIER_FILE), await readFile(path.join(site, VERIFIER_FILE)));
      const fingerprint = (await readSiteKey(keyRoot, keyFile)).getFingerprint().toUpperCase();
      const verifier = async (...args: string[]) => {
        try {
          const { stdout, stderr } = await run(process.execPath, [VERIFIER_FILE, ...args], { cwd: alone });
          return { code: 0, out: stdout + stderr };
        } catch (error) {
          const failed = error as { code: number; stdout: string; stderr: string };
          return { code: failed.code, out: failed.stdout + failed.stderr };
        }
      };
      // The test's key is none the site lists, so it is refused until the reader names it.
      const refused = await verifier(site, '--key', keyFile);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`The key ${fingerprint} is not one this verifier was built to trust`);
      const trusted = ['--key', keyFile, '--trusted', fingerprint];
      const folder = await verifier(site, ...trusted);
      expect(folder.out).toMatch(/^All \d+ files at .+ match the manifest of the build of /m);
      expect(folder.code).toBe(0);
      const served = await verifier(`${await serve()}`, ...trusted);
      expect(served.out).toMatch(/^All \d+ files at http:\/\/127\.0\.0\.1:\d+\/ match the manifest/m);
      expect(served.code).toBe(0);
      const page = path.join(site, 'about/index.html');
      const bytes = await readFile(page);
      bytes[bytes.indexOf('<title>') + 7] ^= 1;
      await writeFile(page, bytes);
      const changed = await verifier(site, ...trusted);
      expect(changed.out).toContain('changed: about/index.html');
      expect(changed.code).toBe(1);
    } finally {
      await rm(alone, { recursive: true, force: true });
    }
  });

  it('fails naming the page when one byte of it changes, and each file that is missing or too long', async () => {
    const page = path.join(site, 'about/index.html');
    const bytes = await readFile(page);
    bytes[bytes.indexOf('<title>') + 7] ^= 1;
    await writeFile(page, bytes);
    await rm(path.join(site, 'favicon.svg'));
    await writeFile(
      path.join(site, 'robots.txt'),
      `${await readFile(path.join(site, 'robots.txt'), 'utf8')}x`,
    );
    const { code, out } = await verifySite(await serve());
    expect(out.split('\n').slice(1, 4)).toEqual([
      'changed: about/index.html',
      'missing: favicon.svg',
      'changed: robots.txt (larger than the manifest says)',
    ]);
    expect(out).toMatch(
      /^At http:\/\/127\.0\.0\.1:\d+\/, 3 of \d+ files differ from the manifest signed with the key [0-9A-F]{40}\.$/m,
    );
    expect(code).toBe(1);
  });

  it('trusts nothing when the manifest was changed after it was signed', async () => {
    // A hostile mirror changes a page and writes its hash into the manifest: the signature no longer matches.
    const page = path.join(site, 'index.html');
    await writeFile(page, 'a page of the mirror’s own');
    const manifest = path.join(site, MANIFEST_FILE);
    const text = await readFile(manifest, 'utf8');
    const line = text.split('\n').find((each) => each.includes('"path":"index.html"'))!;
    await writeFile(
      manifest,
      text.replace(line, line.replace(/"sha256":"[0-9a-f]+"/, `"sha256":"${'0'.repeat(64)}"`)),
    );
    const { code, out } = await verifySite(await serve());
    expect(out).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/: manifest\.json's signature does not verify with the key [0-9A-F]{40}: the file was changed after it was signed with the key [0-9A-F]{40}\. Nothing of this copy can be trusted\.\n$/,
    );
    expect(code).toBe(1);
  });

  it('trusts nothing when another key signed the manifest, or no signature is there', async () => {
    const lines: string[] = [];
    const otherRoot = path.join(work, 'other-root');
    await mkdir(path.dirname(path.join(otherRoot, SITE_KEY_FILE)), { recursive: true });
    const otherPublic = (await openpgp.readPrivateKey({ armoredKey: otherKey })).toPublic().armor();
    await writeFile(path.join(otherRoot, SITE_KEY_FILE), otherPublic);
    await sealSite(site, {
      root: otherRoot,
      moment: MOMENT,
      env: { SITE_SIGNING_KEY: otherKey },
      log: (l) => lines.push(l),
    });
    const signedByOther = await verifySite(await serve());
    expect(signedByOther.out).toMatch(
      /: it was not signed with the key [0-9A-F]{40}, and no transition statement signed with that key names another\. Nothing of this copy can be trusted\.\n$/,
    );
    expect(signedByOther.code).toBe(1);
    await close();
    await rm(path.join(site, `${MANIFEST_FILE}.asc`));
    const unsigned = await verifySite(await serve());
    expect(unsigned.out).toMatch(
      /: missing: manifest\.json\.asc: without its signature, nothing says the manifest is the company's\. Nothing of this copy can be trusted\.\n$/,
    );
    expect(unsigned.code).toBe(1);
  });

  it('after a key rotation, verifies with the new key and names the transition statement to a reader of the old', async () => {
    const oldKey = await openpgp.readPrivateKey({ armoredKey: signingKey });
    const newKey = await openpgp.readPrivateKey({ armoredKey: otherKey });
    const [from, to] = [oldKey, newKey].map((key) => key.getFingerprint().toUpperCase());
    const date = MOMENT.toISOString().slice(0, 10);
    const statement = `${TRANSITIONS_PATH}/${date}-site.txt`;
    const newRoot = path.join(work, 'new-key-root');
    await mkdir(path.dirname(path.join(newRoot, SITE_KEY_FILE)), { recursive: true });
    await writeFile(path.join(newRoot, SITE_KEY_FILE), newKey.toPublic().armor());
    const sealWithNewKey = () =>
      sealSite(site, { root: newRoot, moment: MOMENT, env: { SITE_SIGNING_KEY: otherKey }, log: () => {} });
    // A statement signed by the new key alone proves nothing to a reader of the old one.
    await mkdir(path.join(site, TRANSITIONS_PATH), { recursive: true });
    const transition = { purpose: 'site', date, from, to };
    const newKeyAlone = await openpgp.sign({
      message: await openpgp.createCleartextMessage({ text: transitionText(transition) }),
      signingKeys: newKey,
    });
    await writeFile(path.join(site, statement), newKeyAlone);
    await sealWithNewKey();
    const unproven = await verifySite(site);
    expect(unproven.out).toContain('no transition statement signed with that key names another');
    expect(unproven.code).toBe(1);
    // Signed by both keys, it names the new key to the reader of the old one, who is still refused.
    await writeFile(
      path.join(site, statement),
      await signTransition(transition, { from: oldKey, to: newKey }, MOMENT),
    );
    await sealWithNewKey();
    const handedOver = await verifySite(site);
    expect(handedOver.out).toContain(
      `: it was not signed with the key ${from}. The key ${from} handed over to the key ${to} on ${date}, in ${statement}, which it signed: check that statement with gpg --verify, then check this copy with the new key. Nothing of this copy can be trusted.`,
    );
    expect(handedOver.code).toBe(1);
    // The copy verifies with the new key, and a copy signed before the rotation still does with the old.
    expect(await verifyCopy(folderCopy(site), newKey.toPublic())).toMatchObject({
      differences: [],
      extra: [],
    });
    expect(await verifyCopy(folderCopy(built), oldKey.toPublic())).toMatchObject({
      differences: [],
      extra: [],
    });
  });

  it('fails naming each page and script a folder holds that the manifest does not list', async () => {
    await mkdir(path.join(site, 'account-check'), { recursive: true });
    await writeFile(path.join(site, 'account-check/index.html'), '<form action="https://phish.example/">');
    await writeFile(path.join(site, 'assets/steal.js'), 'fetch("https://phish.example/")');
    // A name made to clear a reader's terminal is shown, not obeyed.
    await writeFile(path.join(site, 'notes\u001b[2J.txt'), '');
    const { code, out } = await verifySite(site);
    expect(out.trim().split('\n')).toEqual([
      'not in the manifest: account-check/index.html',
      'not in the manifest: assets/steal.js',
      'not in the manifest: notes\\x1b[2J.txt',
      `At ${site}, 3 files are not in the manifest signed with the key ${(await readSiteKey(keyRoot, keyFile)).getFingerprint().toUpperCase()}.`,
    ]);
    expect(code).toBe(1);
  });

  it('over HTTP, fails naming each added page and script a page links to, and what they link to', async () => {
    // A mirror's host cannot be listed; what a reader can reach from its pages is what counts.
    await mkdir(path.join(site, 'account-check'), { recursive: true });
    await writeFile(
      path.join(site, 'account-check/index.html'),
      '<form action="https://phish.example/"><script src="../assets/steal.js"></script><a href="step-2.html">Next</a>',
    );
    await writeFile(
      path.join(site, 'account-check/step-2.html'),
      '<meta http-equiv="refresh" content="0; url=/">',
    );
    await writeFile(path.join(site, 'assets/steal.js'), 'fetch("https://phish.example/")');
    // Linked from nowhere: a reader cannot reach it, and over HTTP nothing can find it.
    await writeFile(path.join(site, 'assets/unlinked.js'), '');
    const page = path.join(site, 'about/index.html');
    const html = await readFile(page, 'utf8');
    await writeFile(
      page,
      html.replace('</main>', '<a href="../account-check/">Check your account</a></main>'),
    );
    const { code, out } = await verifySite(await serve());
    const fingerprint = (await readSiteKey(keyRoot, keyFile)).getFingerprint().toUpperCase();
    expect(out.trim().split('\n').slice(1)).toEqual([
      'changed: about/index.html (larger than the manifest says)',
      'not in the manifest: account-check/index.html',
      'not in the manifest: account-check/step-2.html',
      'not in the manifest: assets/steal.js',
      expect.stringMatching(
        new RegExp(
          `^At http://127\\.0\\.0\\.1:\\d+/, 1 of \\d+ files differ from, and 3 files are not in the manifest signed with the key ${fingerprint}\\.$`,
        ),
      ),
    ]);
    expect(code).toBe(1);
  });

  it('trusts nothing when the host sends each file on to another host', async () => {
    // A mirror that answers every address with a redirect elsewhere serves that host's bytes, not its own.
    const server = createServer((request, response) => {
      response.writeHead(302, { location: `http://elsewhere.example${request.url}` }).end();
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const { code, out } = await verifySite(base);
    expect(out).toBe(
      `${base}: could not be read: manifest.json (redirected off the copy, to http://elsewhere.example/manifest.json). Nothing of this copy can be trusted.\n`,
    );
    expect(code).toBe(1);
  });

  it('trusts nothing of a genuine copy past the day its manifest holds to, and says how old it is', async () => {
    // Signed by the company's key, every byte as built: but a build no daily run has replaced.
    const old = new Date(MOMENT.getTime() - MANIFEST_VALID_DAYS * 86_400_000);
    await sealSite(site, {
      root: keyRoot,
      moment: old,
      env: { SITE_SIGNING_KEY: signingKey },
      log: () => {},
    });
    const { code, out } = await verifySite(site);
    const built = old.toISOString().replace('.000Z', 'Z');
    const until = new Date(old.getTime() + MANIFEST_VALID_DAYS * 86_400_000)
      .toISOString()
      .replace('.000Z', 'Z');
    expect(out).toBe(
      `${site}: manifest.json expired on ${until}: it is the manifest of a build of ${built}, ${MANIFEST_VALID_DAYS + 3} days old, and the site is rebuilt every day, so this copy is no longer kept current. Nothing of this copy can be trusted.\n`,
    );
    expect(code).toBe(1);
  });
});

describe('verify-mirrors', () => {
  it('lists the site, each current mirror and the onion service, as /mirrors.json does', () => {
    const onion = 'uhd3wz66r6fnjjcihecf5eis2fcmc7vlf5q23amgsigsiwb64z46qeid.onion';
    expect(
      listedCopies({
        siteUrl: 'https://masky.example',
        onion: { address: onion, added: '2025-07-01' },
        mirrors: [
          { url: 'https://mirror.masky.example', added: '2025-07-01' },
          { url: 'https://old.example', added: '2025-03-01', removed: '2025-07-20' },
        ],
      }),
    ).toEqual([
      { address: 'https://masky.example', onion: false },
      { address: `http://${onion}`, onion: true },
      { address: 'https://mirror.masky.example', onion: false },
    ]);
  });

  it('checks every listed copy, the onion through the proxy it is given, and names the one that differs', async () => {
    const key = await readSiteKey(keyRoot, keyFile);
    const exact = await serve();
    // A second copy, one of whose pages a mirror changed.
    const changedDir = path.join(work, 'changed-mirror');
    await rm(changedDir, { recursive: true, force: true });
    await copyTree(built, changedDir);
    const page = path.join(changedDir, 'about/index.html');
    const bytes = await readFile(page);
    bytes[bytes.indexOf('<title>') + 7] ^= 1;
    await writeFile(page, bytes);
    const changedServer = createStaticServer(changedDir).listen(0, '127.0.0.1');
    await new Promise((resolve) => changedServer.once('listening', resolve));
    const changed = `http://127.0.0.1:${(changedServer.address() as AddressInfo).port}/`;
    // A stand-in for Tor's HTTPTunnelPort: it tunnels each CONNECT to the exact copy, and notes the host asked for.
    const tunnelled: string[] = [];
    const exactPort = Number(new URL(exact).port);
    const proxy = createServer()
      .on('connect', (request, socket, head) => {
        tunnelled.push(request.url ?? '');
        const upstream = connect(exactPort, '127.0.0.1', () => {
          socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          upstream.write(head);
          upstream.pipe(socket);
          socket.pipe(upstream);
        });
        socket.on('error', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
      })
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => proxy.once('listening', resolve));
    const onion = 'http://uhd3wz66r6fnjjcihecf5eis2fcmc7vlf5q23amgsigsiwb64z46qeid.onion/';
    const lines: string[] = [];
    const print = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const flags = { flagSource: 'site', flagBaseUrl: '' } as const;
    try {
      const copies = [
        { address: exact, onion: false },
        { address: onion, onion: true },
        { address: changed, onion: false },
      ];
      const proxyAddress = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      expect(await verifyListedCopies(copies, key, flags, { onionProxy: proxyAddress, print })).toEqual([
        changed,
      ]);
      expect(lines).toContain(`Checking ${onion}`);
      expect(lines.some((line) => line.startsWith(`All `) && line.includes(` at ${onion} match`))).toBe(true);
      expect(lines).toContain('changed: about/index.html');
      // Only the onion went through the proxy; the web copies were reached directly.
      expect(new Set(tunnelled)).toEqual(new Set([`${new URL(onion).hostname}:80`]));
      // Without a proxy the onion is named as not checked, and counts as failed.
      const unproxied = await verifyListedCopies([{ address: onion, onion: true }], key, flags, { print });
      expect(unproxied).toEqual([onion]);
      expect(lines.at(-1)).toBe(
        `${onion}: not checked, since no proxy to Tor was given (--onion-proxy http://127.0.0.1:9080).`,
      );
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
      await new Promise((resolve) => changedServer.close(resolve));
    }
  });
});
