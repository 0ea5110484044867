import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA, as axe-core tags them. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's own minified build, of the version package.json pins. @axe-core/playwright, which this
 * replaced, sends the unminified build, 1.3 MB, into the page twice for each check, and asks the page
 * four more questions on the way; this is 0.6 MB, sent once. The accessibility spec took a fifth less
 * time for it (71 s against 56 s, both widths, this machine).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The part of an axe-core result the check reads. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core over the page as it stands and lists each violation with the elements at fault.
 *
 * axe runs in the page itself, as @axe-core/playwright's legacy mode runs it: axe-core is put into
 * every frame of the page and `axe.run` asks the frames of the page's own origin for their results.
 * @axe-core/playwright's default mode opens a blank page for each check and loads axe there a second time
 * to merge each frame's results, which doubled a check's time, and buys nothing on this site, whose
 * pages hold no frame from another origin, the only kind this leaves out.
 */
export async function violations(page: Page): Promise<string[]> {
  // Colours are judged once the page has settled, not halfway through an entrance animation.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  for (const frame of page.frames()) {
    await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(() =>
      (window as unknown as { axe: { configure(spec: object): void } }).axe.configure({
        allowedOrigins: ['<same_origin>'],
      }),
    );
  }
  // Only the violations come back out of the page: the elements that passed each rule, which axe
  // lists too, are never read.
  const found = await page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as {
            axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
          }
        ).axe.run(document, { runOnly: { type: 'tag', values: tags } })
      ).violations,
    WCAG_AA,
  );
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n    ')}`,
  );
}
