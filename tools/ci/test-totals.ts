/**
 * The totals CI prints last: the JSON results vitest and Playwright wrote, totalled over both, since
 * neither tool prints a total for the other; a suite that left no results counts as failed.
 */
import { readFile } from 'node:fs/promises';

/** The part of vitest's JSON report (the Jest-compatible format) the totals need. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: unknown[] }[];
}

/** The part of Playwright's JSON report the totals need. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
}

/** What the suites add up to, and why some failures are counted without a failed test. */
export interface Totals {
  passed: number;
  failed: number;
  notes: string[];
}

/** Adds one vitest report under its name; a missing report or a test file that would not load counts as one failure. */
function addVitest(result: Totals, name: string, report: VitestReport | undefined): void {
  if (!report) {
    result.failed += 1;
    result.notes.push(`${name}: no results (vitest did not run, or stopped before reporting)`);
    return;
  }
  result.passed += report.numPassedTests;
  result.failed += report.numFailedTests;
  for (const file of report.testResults) {
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      result.failed += 1;
      result.notes.push(`${name}: ${file.name} failed before running its tests`);
    }
  }
}

/**
 * Adds up the reports: the unit tests', Playwright's, and the other engines' (Firefox and WebKitGTK,
 * run by vitest); a missing report, a test file that would not load or a run error counts as one failure.
 */
export function totals(
  unit: VitestReport | undefined,
  e2e: PlaywrightReport | undefined,
  engines: VitestReport | undefined,
): Totals {
  const result: Totals = { passed: 0, failed: 0, notes: [] };
  addVitest(result, 'unit', unit);
  if (e2e) {
    // A flaky test failed first and passed on a retry; it is counted as passed and named below.
    result.passed += e2e.stats.expected + e2e.stats.flaky;
    result.failed += e2e.stats.unexpected + e2e.errors.length;
    if (e2e.stats.flaky > 0) result.notes.push(`e2e: ${e2e.stats.flaky} passed only on a retry`);
    for (const error of e2e.errors) result.notes.push(`e2e: ${error.message?.split('\n')[0] ?? 'run error'}`);
  } else {
    result.failed += 1;
    result.notes.push('e2e: no results (Playwright did not run, or stopped before reporting)');
  }
  addVitest(result, 'engines', engines);
  return result;
}

/** The closing line CI prints. */
export function formatTotals({ passed, failed }: Totals): string {
  return `${passed} passed, ${failed} failed`;
}

export async function readReport<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
