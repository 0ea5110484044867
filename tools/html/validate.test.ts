import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidator, htmlReportLines, validatePage, validateSite } from './validate';

/** A whole page around `body`, written the way React's server rendering and index.html write one. */
const page = (body: string, title = 'A page for the test') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>${title}</title>
  </head>
  <body>
    <div id="root"><main id="main">${body}</main></div>
  </body>
</html>
`;

let validator: HtmlValidate;
beforeAll(async () => {
  validator = await createValidator();
});

describe('validatePage, with the project settings', () => {
  it('passes a page written the way React writes one', async () => {
    const react = page(
      '<h1>About</h1><nav id="mobile-menu" hidden="" aria-label="Menu"><a href="/">Home</a></nav>' +
        '<p>Posted <time dateTime="2025-07-24">24 July</time></p><ul class="tags" aria-label="Tags"><li>privacy</li></ul>' +
        '<label for="_R_j9_">Email</label><input id="_R_j9_" type="email" autoComplete="email" required=""/>',
    );
    expect(await validatePage(validator, 'about/index.html', react)).toEqual([]);
  });

  it('fails a duplicate id and a <div> inside a <p>, naming the page, the place and the rule', async () => {
    const broken = page(
      '<h1 id="plans">Plans</h1><p>Plans <div>start at $3</div></p><h2 id="plans">More</h2>',
    );
    const problems = await validatePage(validator, 'pricing/index.html', broken);
    expect(htmlReportLines({ pages: 1, problems })).toEqual([
      'pricing/index.html:9:62  Element <p> is implicitly closed by adjacent <div> (no-implicit-close) at #main > p',
      "pricing/index.html:9:93  Stray end tag '</p>' (close-order)",
      'pricing/index.html:9:104  Duplicate ID "plans" (no-dup-id) at #main > h2',
      '3 HTML errors on 1 page, 1 page checked',
    ]);
  });

  it('still fails a label on an element that cannot be named, and an id with a space', async () => {
    const broken = page('<h1>About</h1><span aria-label="Tags">privacy</span><p id="a b">Hi</p>');
    const problems = await validatePage(validator, 'about/index.html', broken);
    expect(problems.map(({ rule, message }) => `${rule}: ${message}`)).toEqual([
      'aria-label-misuse: "aria-label" cannot be used on this element',
      'valid-id: element id "a b" must not contain whitespace',
      'attribute-allowed-values: Attribute "id" has invalid value "a b"',
    ]);
  });

  it('shows a long title as a warning, which does not count as an error', async () => {
    const title = 'A title for the test that runs on and on, past what a browser tab shows';
    const problems = await validatePage(validator, 'blog/xray/index.html', page('<h1>Xray</h1>', title));
    expect(htmlReportLines({ pages: 1, problems })).toEqual([
      'blog/xray/index.html:6:90  warning: title text cannot be longer than 70 characters (long-title) at html > head > title',
      'No HTML errors, 1 page checked (1 warning)',
    ]);
  });
});

describe('validateSite', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'masky-html-'));
    await mkdir(path.join(dir, 'about'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), page('<h1>Home</h1>'));
    await writeFile(path.join(dir, 'about/index.html'), page('<h1>About</h1><p><div>Team</div></p>'));
    await writeFile(path.join(dir, 'assets/app.js'), 'document.title = "<p><div></p>";');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('checks every .html file of the build and nothing else', async () => {
    const report = await validateSite(dir, validator);
    expect(report.pages).toBe(2);
    expect(report.problems.map(({ page, rule }) => `${page} ${rule}`)).toEqual([
      'about/index.html no-implicit-close',
      'about/index.html close-order',
    ]);
  });
});
