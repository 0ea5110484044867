import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import { calendarDate, metaSchema, template, text } from './shared';

const count = (what: string) =>
  z
    .number({ error: `should be a number of ${what}, 0 or more, for example 3` })
    .int(`should be a whole number of ${what}, for example 3`)
    .min(0, `should be 0 or more ${what}`);

export const transparencyPeriodSchema = z
  .strictObject({
    start: calendarDate.describe('The first day of the period, written YYYY-MM-DD, such as 2025-01-01.'),
    end: calendarDate.describe('The last day of the period, written YYYY-MM-DD, such as 2025-06-30.'),
    requests: z
      .strictObject({
        courtOrders: count('court orders').describe('Court orders received in the period.'),
        subpoenas: count('subpoenas').describe('Subpoenas and other demands of the police or authorities.'),
        takedowns: count('takedown notices').describe('Takedown notices, such as copyright complaints.'),
        other: count('requests').describe('Any other request for user data.'),
      })
      .describe('How many requests of each kind arrived in the period.'),
    answered: count('requests').describe(
      'How many of those requests we answered, whatever the answer; at most the sum of the four kinds.',
    ),
    handedOver: z
      .strictObject({
        records: count('records').describe('How many records of user data we handed over; 0 for none.'),
        statement: text.describe('One or two plain sentences on what was handed over, and why no more.'),
      })
      .describe('What data we handed over in the period.'),
  })
  .describe('One period of the report, usually half a year.');
export type TransparencyPeriod = z.output<typeof transparencyPeriodSchema>;

const columnWords = z
  .strictObject({
    period: text.describe('The heading of the periods, such as Period.'),
    courtOrders: text.describe('The heading of the court orders, such as Court orders.'),
    subpoenas: text.describe('The heading of the subpoenas, such as Subpoenas.'),
    takedowns: text.describe('The heading of the takedown notices, such as Takedown notices.'),
    other: text.describe('The heading of the other requests, such as Other.'),
    received: text.describe('The heading of the sum of all requests, such as Total received.'),
    answered: text.describe('The heading of the requests answered, such as Answered.'),
    records: text.describe('The heading of the records handed over, such as Records handed over.'),
    statement: text.describe('The heading of the statements, such as What we handed over.'),
  })
  .describe('The headings of the table, left to right.');

/** `content/transparency.yaml`: the page's words and, period by period, the requests we received. */
export const transparencySchema = z
  .strictObject({
    meta: metaSchema,
    heading: text.describe("The page's heading, such as Transparency report."),
    intro: text.describe('The paragraph under the heading.'),
    lastUpdated: calendarDate.describe('The day the report last changed, written YYYY-MM-DD.'),
    lastUpdatedLabel: template(['date']).describe(
      'The line with the day the report last changed, with {date}, such as Last updated {date}.',
    ),
    summary: template(['from', 'to', 'received', 'answered', 'records']).describe(
      'The sentence over the table, with the sums the page works out: {from} and {to} for the first and last day of the report, {received}, {answered} and {records}.',
    ),
    coverage: z
      .strictObject({
        months: z
          .number({ error: 'should be a number of months, such as 6' })
          .int('should be a whole number of months, such as 6')
          .min(1, 'should be at least 1 month')
          .max(12, 'should be at most 12 months: a report more than a year behind tells readers little')
          .describe(
            'How many months after its last period ends the report may go without a newer one, such as 6. After that the page says how far its figures go.',
          ),
        behind: template(['end']).describe(
          'What the page says once the report is behind, with {end} for the last day its figures cover, such as: These figures go up to {end}; the next period is not published yet.',
        ),
      })
      .describe('How far behind the report may fall, and what the page says when it has.'),
    table: z
      .strictObject({
        caption: text.describe('The title of the table, read aloud with it.'),
        period: template(['start', 'end']).describe(
          'How a period is written in its row, with {start} and {end}, such as {start} to {end}.',
        ),
        total: text.describe('The heading of the last row, which adds up every period, such as All periods.'),
        columns: columnWords,
      })
      .describe('The table of the periods.'),
    downloads: z
      .strictObject({
        heading: text.describe('The heading over the download links, such as Download the data.'),
        intro: text.describe('A sentence on what the downloads hold.'),
        csv: text.describe('The words of the link to the CSV file, such as CSV, for spreadsheets.'),
        json: text.describe('The words of the link to the JSON file, such as JSON, for programs.'),
      })
      .describe('The links to the same figures as files.'),
    periods: z
      .array(transparencyPeriodSchema)
      .min(1, 'needs at least one period')
      .describe('Every period of the report; the page lists the newest first. Periods must not overlap.'),
  })
  .describe('The transparency report: its words and the requests received, period by period.');
export type TransparencyReport = z.output<typeof transparencySchema>;

/**
 * Checks the report's figures: each period ends on or after its start, no two periods share a day
 * (a request is counted once), and no period answers more requests than it received.
 */
export function transparencyIssues(report: TransparencyReport, today: string): CheckIssue[] {
  const issues: CheckIssue[] = [];
  if (report.lastUpdated > today) {
    issues.push({
      path: ['lastUpdated'],
      message: `${report.lastUpdated} is in the future; write the day the report last changed, today at the latest (${today})`,
    });
  }
  report.periods.forEach((period, index) => {
    if (period.end < period.start) {
      issues.push({
        path: ['periods', index, 'end'],
        message: `this period ends on ${period.end}, before it starts on ${period.start}; end is the last day of the period, on or after start`,
      });
      return;
    }
    const overlapped = report.periods.findIndex(
      (other, before) =>
        before < index && other.start <= other.end && other.start <= period.end && period.start <= other.end,
    );
    if (overlapped >= 0) {
      const other = report.periods[overlapped];
      issues.push({
        path: ['periods', index, 'start'],
        message: `this period (${period.start} to ${period.end}) shares days with period ${overlapped + 1} (${other.start} to ${other.end}); a request is counted in one period only, so periods must not overlap`,
      });
    }
    // The data module sums the same way for the page; it reads this module's types, so it is not imported here.
    const received = Object.values(period.requests).reduce((sum, count) => sum + count, 0);
    if (period.answered > received) {
      issues.push({
        path: ['periods', index, 'answered'],
        message: `${period.answered} requests answered, but the period received only ${received} (court orders, subpoenas, takedowns and other added up); answered can be at most ${received}`,
      });
    }
  });
  return issues;
}

/** The report's rules, which read today's date for the day it last changed. */
export const transparencyChecks: EntryCheck<TransparencyReport>[] = [
  { run: (report, { today }) => transparencyIssues(report, today) },
];
