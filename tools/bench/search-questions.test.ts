import { beforeAll, describe, expect, it } from 'vitest';
import { ensureTestBuild } from '../test/test-build';
import { rankQuestions, shares } from './search-ranking';

/**
 * The ranking, measured on the question sets of tools/bench/search-questions/: each language's
 * questions asked of the index the build wrote for it, as the browser asks it. The thresholds are
 * the issue's: the expected page first for 80% of the questions, and among the first three for 95%.
 */

const LANGUAGES = [
  { tag: 'en', base: '' },
  { tag: 'ru', base: '/ru' },
  { tag: 'fa', base: '/fa' },
  { tag: 'zh-Hans', base: '/zh-Hans' },
];

let site: string;

beforeAll(async () => {
  ({ dir: site } = await ensureTestBuild());
}, 300_000);

describe('the search’s ranking of the readers’ questions', () => {
  it.each(LANGUAGES)(
    'puts the expected page first for 80% and in the top three for 95% in $tag',
    async ({ tag, base }) => {
      const ranked = await rankQuestions(site, tag, base);
      const { top1, top3 } = shares(ranked);
      const misses = ranked
        .filter((each) => each.place !== 0)
        .map(
          (each) =>
            `${each.question.q} → ${each.found.slice(0, 3).join(', ')} (expected ${each.question.page})`,
        );
      expect(top1, misses.join('\n')).toBeGreaterThanOrEqual(0.8);
      expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    },
  );
});
