import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA, as axe-core tags them. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core over the page as it stands and lists each violation with the elements at fault. */
export async function violations(page: Page): Promise<string[]> {
  // Colours are judged once the page has settled, not halfway through an entrance animation.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  // Legacy mode runs axe in the page itself. Otherwise axe-core/playwright opens a blank page for
  // each check and loads axe there a second time to merge each frame's results. That doubled a
  // check's time here (about 2 s against 1.2 s), and it buys nothing on this site, whose pages hold
  // no frame from another origin, the only kind legacy mode leaves out.
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode().analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n    ')}`,
  );
}
