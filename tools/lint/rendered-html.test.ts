import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule's message, as tools/lint/rendered-html.js words it.
const RENDERED_HTML_MESSAGE =
  'No regular expression reads or rewrites rendered HTML: make it right where it is rendered (markdown-it rules, a component, a context the render fills).';

const root = path.resolve(import.meta.dirname, '../..');
// The project's configuration with the rule that keeps regular expressions off rendered HTML alone.
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax' });

/** What the project's lint says of `source` written at `file`, from that rule alone. */
async function htmlProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.message);
}

describe('the lint keeps regular expressions off rendered HTML', () => {
  it('refuses a renderer that rewrites the HTML it drew, or reads it with a regular expression', async () => {
    const source = [
      'export const relative = (html: string) => html.replace(/href="\\//g, \'href="./\');',
      'export const marked = (page: { html: string }) => /data-island/.test(page.html);',
      '',
    ].join('\n');
    expect(await htmlProblems('src/renderers/Probe.tsx', source)).toEqual([
      RENDERED_HTML_MESSAGE,
      RENDERED_HTML_MESSAGE,
    ]);
    expect(await htmlProblems('pipeline/prerender/probe.ts', source)).toHaveLength(2);
  });

  it('lets a test read a page, and a module work on text that is not HTML', async () => {
    expect(
      await htmlProblems(
        'pipeline/prerender/probe.test.ts',
        'export const has = (html: string) => html.match(/a/);\n',
      ),
    ).toEqual([]);
    expect(
      await htmlProblems('src/lib/probe.ts', 'export const words = (text: string) => text.split(/\\s+/);\n'),
    ).toEqual([]);
  });
});
