import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, parseHeadersFile } from '../../tools/serve/static-server';
import { ensureTestBuild } from '../../tools/test/test-build';
import { siteSchema } from '../../schemas';
import { testSite } from '../../src/test/site';
import { editorOutDir } from '../build';
import { EDITOR_PAGES } from '../cms/pages';
import { loadContent } from '../content/store';
import { EDITOR_REDIRECTS, editorHeadersFile } from './deploy-configs';

const root = path.resolve(import.meta.dirname, '../..');

/** Every file of a folder, relative to it. */
async function filesOf(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('the hosted editor, on an origin of its own', () => {
  let site: string;
  let editor: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    ({ dir: site } = await ensureTestBuild());
    editor = editorOutDir(site);
    const server = createStaticServer(site).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  }, 300_000);
  afterAll(() => close?.());

  it('is built beside the public site, which keeps no page, script or policy of it', async () => {
    const files = await filesOf(site);
    expect(files.filter((file) => file.split(path.sep)[0] === 'admin')).toEqual([]);
    // Nothing the public site serves allows evaluated code, and none of its scripts is Decap's.
    for (const file of files.filter((each) => /(^_headers|\.(html|js|json))$/.test(each))) {
      const text = await readFile(path.join(site, file), 'utf8');
      expect(text, file).not.toContain('unsafe-eval');
      expect(text, file).not.toMatch(/decap-cms/i);
    }
    for (const block of parseHeadersFile(await readFile(path.join(site, '_headers'), 'utf8')))
      expect(block.pattern).not.toMatch(/admin/);
    const response = await fetch(`${base}/admin/`);
    expect(response.status).toBe(404);
  });

  it('holds the editor, its preview and the preview’s content, with its own headers and nothing of the site’s pages', async () => {
    const { content } = await loadContent({ root });
    const files = await filesOf(editor);
    for (const page of Object.values(EDITOR_PAGES)) expect(files).toContain(page);
    expect(files).toContain(path.join('admin', 'preview-content.json'));
    expect(files).toContain('favicon.svg');
    expect(files).not.toContain('index.html');
    expect(files).not.toContain(path.join('about', 'index.html'));
    const headers = await readFile(path.join(editor, '_headers'), 'utf8');
    expect(headers).toBe(editorHeadersFile({ ...content!.site, languages: content!.languages }));
    expect(headers).toContain("script-src 'self' 'unsafe-eval'");
    expect(headers).toContain("frame-ancestors 'none'");
    expect(await readFile(path.join(editor, '_redirects'), 'utf8')).toBe(EDITOR_REDIRECTS);
    expect(existsSync(path.join(editor, '.vite'))).toBe(false);
  });
});

describe('the editor’s origin in content/site.yaml', () => {
  const withEditing = (editing: object) =>
    siteSchema.safeParse({ ...testSite, editing: { ...testSite.editing, ...editing } });
  const messages = (result: ReturnType<typeof withEditing>) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('is an https origin with no path, and never the site’s own', () => {
    expect(withEditing({ origin: 'https://cms.masky.example' }).success).toBe(true);
    expect(withEditing({ origin: 'https://cms.masky.example:8443' }).success).toBe(true);
    const wrong =
      'editing.origin: should be the editor’s own address: https:// and a host name in small letters, with no path and no slash at the end, for example https://cms.masky.example';
    for (const origin of [
      'http://cms.masky.example',
      'https://cms.masky.example/',
      'https://cms.masky.example/admin',
      'https://CMS.masky.example',
      'https://cms.masky.example?x=1',
    ])
      expect(messages(withEditing({ origin })), origin).toEqual([wrong]);
    expect(messages(withEditing({ origin: new URL(testSite.siteUrl).origin }))).toEqual([
      'editing.origin: is the site’s own address; the editor needs an address of its own, such as https://cms.masky.example, so that no page of the site can read its sign-in',
    ]);
  });
});
