import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentByKey } from '../../pipeline/content/content-by-key';
import { loadContent, type LoadResult } from '../../pipeline/content/store';
import { coverageLimit, transparencyTotals } from '../../schemas/transparency-data';
import { ContentReader } from '../content/reader';
import { loader as canaryLoader } from './canary';
import { loader as transparencyLoader } from './transparency';

/**
 * The pages that say whether something is late, the warrant canary's and the transparency
 * report's, say it by the day the build is made for, never by the clock of the machine that draws
 * them: a build of an old commit with its SOURCE_DATE_EPOCH draws the page it drew then.
 */

let loaded: LoadResult;
beforeAll(async () => {
  loaded = await loadContent({ root: path.resolve(import.meta.dirname, '../..') });
  // Reading the whole site's content takes seconds on a busy machine.
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

/** The pages' content as a build made for `day` hands it to them; without a day, as the dev server does. */
function contentOn(day?: string): ContentReader {
  const pages = new ContentByKey(loaded.content!, loaded.versions, loaded.languages, { day });
  return new ContentReader((key) => pages.get(key));
}

const args = (content: ContentReader, pattern: string) => ({ content, params: {}, pattern });
const DAY = 86_400_000;
const dayOf = (moment: number) => new Date(moment).toISOString().slice(0, 10);
const nextDay = (day: string) => dayOf(Date.parse(`${day}T00:00:00Z`) + DAY);

/** A clock far from every day the tests build for, which the pages must not read. */
function clockAt(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00Z`));
}

describe('the transparency page', () => {
  it('says the report is behind from its limit day on, by the build’s day', () => {
    const report = loaded.content!.transparency;
    const { to } = transparencyTotals(report);
    const limit = dayOf(coverageLimit(to, report.coverage.months));
    const before = dayOf(Date.parse(`${limit}T00:00:00Z`) - DAY);
    clockAt('2100-01-01');
    expect(transparencyLoader(args(contentOn(before), '/transparency')).behind).toBeNull();
    expect(transparencyLoader(args(contentOn(limit), '/transparency')).behind).toBe(to);
    clockAt('2000-01-01');
    expect(transparencyLoader(args(contentOn(limit), '/transparency')).behind).toBe(to);
  });

  it('says it by the clock where no build draws the page', () => {
    const report = loaded.content!.transparency;
    const { to } = transparencyTotals(report);
    clockAt('2100-01-01');
    expect(transparencyLoader(args(contentOn(), '/transparency')).behind).toBe(to);
    clockAt('2000-01-01');
    expect(transparencyLoader(args(contentOn(), '/transparency')).behind).toBeNull();
  });
});

describe('the canary page', () => {
  it('says the newest statement expired the day after its next one was due, by the build’s day', () => {
    const due = canaryLoader(args(contentOn('2000-01-01'), '/canary')).list.items[0].nextDue;
    clockAt('2100-01-01');
    expect(canaryLoader(args(contentOn(due), '/canary')).state).toBe('current');
    expect(canaryLoader(args(contentOn(nextDay(due)), '/canary')).state).toBe('expired');
    clockAt('2000-01-01');
    expect(canaryLoader(args(contentOn(nextDay(due)), '/canary')).state).toBe('expired');
    // Without a build's day, as in the dev server, the clock decides.
    expect(canaryLoader(args(contentOn(), '/canary')).state).toBe('current');
  });
});
