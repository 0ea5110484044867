import type { TransparencyPeriod, TransparencyReport } from './transparency';

/**
 * What the transparency page and its downloads make of the report's periods: the order, the totals
 * and the CSV and JSON files. It holds no zod schema, so the browser's page can import it, and the
 * table and the downloads are made by the same code.
 */

/** The addresses of the report's downloads. */
export const TRANSPARENCY_FILES = { csv: '/transparency.csv', json: '/transparency.json' } as const;

/** The kinds of request, in the order of the table's columns and the files' fields. */
export const REQUEST_KINDS = ['courtOrders', 'subpoenas', 'takedowns', 'other'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** How many requests of every kind a period received. */
export function receivedIn(period: Pick<TransparencyPeriod, 'requests'>): number {
  return REQUEST_KINDS.reduce((sum, kind) => sum + period.requests[kind], 0);
}

/** The periods newest first, whatever their order in the file. */
export function periodsNewestFirst(report: Pick<TransparencyReport, 'periods'>): TransparencyPeriod[] {
  return [...report.periods].sort((a, b) => b.start.localeCompare(a.start));
}

/** The sums over every period, and the first and last day they cover. */
export interface TransparencyTotals {
  from: string;
  to: string;
  requests: Record<RequestKind, number>;
  received: number;
  answered: number;
  records: number;
}

/** Adds up every period of the report. */
export function transparencyTotals(report: Pick<TransparencyReport, 'periods'>): TransparencyTotals {
  const periods = report.periods;
  const sum = (value: (period: TransparencyPeriod) => number) =>
    periods.reduce((total, period) => total + value(period), 0);
  return {
    from: periods.map((period) => period.start).sort()[0] ?? '',
    to:
      periods
        .map((period) => period.end)
        .sort()
        .at(-1) ?? '',
    requests: Object.fromEntries(
      REQUEST_KINDS.map((kind) => [kind, sum((period) => period.requests[kind])]),
    ) as Record<RequestKind, number>,
    received: sum(receivedIn),
    answered: sum((period) => period.answered),
    records: sum((period) => period.handedOver.records),
  };
}

/** The CSV file's columns, named as data fields rather than in the page's words, so scripts can rely on them. */
export const CSV_COLUMNS = [
  'start',
  'end',
  'court_orders',
  'subpoenas',
  'takedowns',
  'other',
  'received',
  'answered',
  'records_handed_over',
  'statement',
] as const;

/** One field of a CSV line, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV: a header line, then one line a period, newest first, with CRLF line ends. */
export function transparencyCsv(report: Pick<TransparencyReport, 'periods'>): string {
  const rows = periodsNewestFirst(report).map((period) => [
    period.start,
    period.end,
    ...REQUEST_KINDS.map((kind) => period.requests[kind]),
    receivedIn(period),
    period.answered,
    period.handedOver.records,
    period.handedOver.statement,
  ]);
  return [CSV_COLUMNS, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The report as JSON: its periods newest first, each with its total of requests received. */
export function transparencyJson(report: Pick<TransparencyReport, 'periods'>): string {
  const periods = periodsNewestFirst(report).map((period) => ({
    start: period.start,
    end: period.end,
    requests: period.requests,
    received: receivedIn(period),
    answered: period.answered,
    handedOver: period.handedOver,
  }));
  return `${JSON.stringify({ periods }, null, 2)}\n`;
}

/**
 * The moment a report whose figures end on `end` falls behind: `months` after the day after `end`
 * (a period ending on 30 June is complete on 1 July; six months on is 1 January), on the same day of
 * the month, or on the month's last day where it has no such day (a period ending on 30 August is
 * complete on 31 August, and six months on is 28 February).
 */
export function coverageLimit(end: string, months: number): number {
  const [year, month, day] = end.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const target = next.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), target + 1, 0)).getUTCDate();
  return Date.UTC(next.getUTCFullYear(), target, Math.min(next.getUTCDate(), lastDay));
}

/**
 * The last day the report's figures cover, when the report has fallen behind: more than
 * `coverage.months` after its last period ended, at the moment `now` (milliseconds, as
 * `Date.now()` counts them).
 */
export function coverageBehind(
  report: Pick<TransparencyReport, 'periods' | 'coverage'>,
  now: number,
): string | undefined {
  const end = transparencyTotals(report).to;
  if (end === '') return undefined;
  return now >= coverageLimit(end, report.coverage.months) ? end : undefined;
}
