import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite, formatSiteFault } from './site';

/**
 * The check of a whole built site runs in `npm run check:html`, over the one build `npm test`
 * makes; here it runs over a small site written for the test, with a content folder of its own.
 */
const page = (lang: string, dir: string, body: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>t</title></head><body>${body}</body></html>`;

const FILES: Record<string, string> = {
  'site/fa/contact-us/index.html': page('fa', 'rtl', '<p>تلفن ما: +1 555 0199</p>'),
  'site/fa/index.html': page('fa', 'rtl', '<p>خوش آمدید <bdi dir="ltr">+1 555 0199</bdi></p>'),
  'site/contact-us/index.html': page('en', 'ltr', '<p>Call +1 555 0199.</p>'),
  'site/admin/index.html': page('fa', 'rtl', '<p>+1 555 0199 ویرایشگر</p>'),
  'project/content/contact.yaml': 'intro: "Call us:"\n',
  'project/content/translations/fa/contact.yaml': 'intro: "تلفن ما: +1 555 0199"\n',
};

describe('the bidirectional check of a built site', () => {
  let dir: string;
  let result: Awaited<ReturnType<typeof checkSite>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'masky-bidi-site-'));
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    result = await checkSite(path.join(dir, 'site'), path.join(dir, 'project'));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('checks every right-to-left page and no other, the editor left out', () => {
    expect([...result.pages].sort()).toEqual(['/fa', '/fa/contact-us']);
  });

  it('names the page, the fragment out of order and the translation it came from', () => {
    expect(result.faults.map(formatSiteFault)).toEqual([
      expect.stringMatching(
        /^\/fa\/contact-us: .*\+1 555 0199.*from content\/translations\/fa\/contact\.yaml$/,
      ),
    ]);
  });
});
