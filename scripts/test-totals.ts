/**
 * `node scripts/run.mjs scripts/test-totals.ts DIR`: reads the JSON results vitest (DIR/unit.json),
 * Playwright (DIR/e2e.json) and the other engines' run (DIR/engines.json) wrote, and prints one last line, `N passed, N failed`. Exits with 1 if
 * anything failed or a suite left no results (it did not run, or crashed before reporting).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatTotals,
  readReport,
  totals,
  type PlaywrightReport,
  type VitestReport,
} from '../tools/ci/test-totals';

const { positionals } = parseArgs({ allowPositionals: true });
const dir = positionals[0] ?? process.env.TEST_REPORT_DIR ?? 'test-reports';
const unit = await readReport<VitestReport>(path.join(dir, 'unit.json'));
const e2e = await readReport<PlaywrightReport>(path.join(dir, 'e2e.json'));
const engines = await readReport<VitestReport>(path.join(dir, 'engines.json'));
const result = totals(unit, e2e, engines);
for (const note of result.notes) console.log(note);
console.log(formatTotals(result));
process.exitCode = result.failed > 0 ? 1 : 0;
