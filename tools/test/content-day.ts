import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frontMatterOf, guardedTexts } from '../../pipeline/editors/record-version';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The day a test takes as today when it checks a copy of the project's content: the newest day a
 * legal text of that content says it last changed. A legal text may not be dated after today, so
 * this is the first day on which the content passes its check, and it moves on with every version
 * an editor records; a day written into a test would fall behind the first version recorded after it.
 */
export function contentDay(root = projectRoot): string {
  const days = guardedTexts().map(({ file }) => {
    const data = frontMatterOf(readFileSync(path.join(root, file), 'utf8')) as {
      lastUpdated?: unknown;
    } | null;
    if (typeof data?.lastUpdated !== 'string') throw new Error(`${file} names no lastUpdated day`);
    return data.lastUpdated;
  });
  return days.sort().at(-1)!;
}

/** The day `count` days after `day` (before it, for a negative count), both written YYYY-MM-DD. */
export function daysAfter(day: string, count: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + count);
  return moment.toISOString().slice(0, 10);
}

/**
 * `SOURCE_DATE_EPOCH` for the start of `day` in UTC: given to a command the test runs, it makes the
 * command's content check, build and recorder take that day as today (pipeline/content/build-day.ts).
 */
export function epochOf(day: string): string {
  return String(Date.parse(`${day}T00:00:00Z`) / 1000);
}
