import { describe, expect, it } from 'vitest';
import { formatTotals, totals, type PlaywrightReport, type VitestReport } from './test-totals';

const unit = (passed: number, failed: number, files: VitestReport['testResults'] = []): VitestReport => ({
  numPassedTests: passed,
  numFailedTests: failed,
  testResults: files,
});
const e2e = (
  stats: Partial<PlaywrightReport['stats']>,
  errors: PlaywrightReport['errors'] = [],
): PlaywrightReport => ({
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats },
  errors,
});

describe('totals', () => {
  it('adds the passed and failed tests of every suite, leaving skipped tests out', () => {
    const result = totals(unit(120, 1), e2e({ expected: 200, unexpected: 2, skipped: 9 }), unit(24, 1));
    expect(formatTotals(result)).toBe('344 passed, 4 failed');
    expect(result.notes).toEqual([]);
  });

  it('counts a test file that failed to load, and a Playwright run error, as failures', () => {
    const result = totals(
      unit(10, 0, [{ name: '/repo/src/broken.test.ts', status: 'failed', assertionResults: [] }]),
      e2e({ expected: 5 }, [{ message: 'Error: Cannot find module ./missing\n    at stack' }]),
      unit(0, 0),
    );
    expect(formatTotals(result)).toBe('15 passed, 2 failed');
    expect(result.notes).toEqual([
      'unit: /repo/src/broken.test.ts failed before running its tests',
      'e2e: Error: Cannot find module ./missing',
    ]);
  });

  it('counts a suite that left no results as a failure, so CI cannot pass without running it', () => {
    const result = totals(unit(3, 0), undefined, undefined);
    expect(formatTotals(result)).toBe('3 passed, 2 failed');
    expect(result.notes).toEqual([
      'e2e: no results (Playwright did not run, or stopped before reporting)',
      'engines: no results (vitest did not run, or stopped before reporting)',
    ]);
  });

  it('counts a test that passed on a retry as passed, and says so', () => {
    const result = totals(unit(1, 0), e2e({ expected: 4, flaky: 1 }), unit(0, 0));
    expect(formatTotals(result)).toBe('6 passed, 0 failed');
    expect(result.notes).toEqual(['e2e: 1 passed only on a retry']);
  });
});
