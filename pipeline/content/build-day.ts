import { todayIso } from '../../shared/dates';

/**
 * The moment a build is made for. Reproducible builds name it in `SOURCE_DATE_EPOCH`, in whole
 * seconds since 1970 (https://reproducible-builds.org/specs/source-date-epoch/), so that a build of
 * one commit made on another day, machine or time zone writes the same files; without it, it is now.
 * The moment is kept to the second either way: the manifest records it, and setting
 * `SOURCE_DATE_EPOCH` to it builds the same site again.
 */
export function buildMoment(env: NodeJS.ProcessEnv = process.env, now = new Date()): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return new Date(Math.floor(now.getTime() / 1000) * 1000);
  if (!/^\d{1,12}$/.test(epoch)) {
    throw new Error(
      `SOURCE_DATE_EPOCH is "${epoch}", which is not a moment: give whole seconds since 1970, such as $(git log -1 --format=%ct).`,
    );
  }
  return new Date(Number(epoch) * 1000);
}

/**
 * The day a build publishes for: the scheduled posts and recorded versions of that day and before.
 * With `SOURCE_DATE_EPOCH` it is that moment's day in UTC, the same in every time zone; without it,
 * today in this machine's calendar. The content check, the dev server and the editor read their
 * "today" here too (ContentStore), so a check and a build of one commit agree on the day.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  if (env.SOURCE_DATE_EPOCH === undefined || env.SOURCE_DATE_EPOCH === '') return todayIso(now);
  return buildMoment(env).toISOString().slice(0, 10);
}
