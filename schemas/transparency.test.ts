import { describe, expect, it } from 'vitest';
import { transparencyIssues, type TransparencyPeriod, type TransparencyReport } from './transparency';
import { transparencyCsv, transparencyJson, transparencyTotals } from './transparency-data';

/** A period in the test's own words: the figures are all that the checks and the files read. */
const period = (
  start: string,
  end: string,
  figures: Partial<Pick<TransparencyPeriod, 'answered'>> & { statement?: string } = {},
): TransparencyPeriod => ({
  start,
  end,
  requests: { courtOrders: 1, subpoenas: 2, takedowns: 3, other: 4 },
  answered: figures.answered ?? 5,
  handedOver: { records: 0, statement: figures.statement ?? 'Test statement.' },
});

const report = (periods: TransparencyPeriod[], lastUpdated = '2025-07-01') =>
  ({ lastUpdated, periods }) as TransparencyReport;

const messages = (periods: TransparencyPeriod[], lastUpdated?: string) =>
  transparencyIssues(report(periods, lastUpdated), '2025-08-01').map(({ path, message }) => ({
    path,
    message,
  }));

describe('transparencyIssues', () => {
  it('accepts periods that follow each other, in any order, and a day no later than today', () => {
    expect(
      messages([period('2025-01-01', '2025-06-30'), period('2024-07-01', '2024-12-31')], '2025-08-01'),
    ).toEqual([]);
  });

  it('asks for a period that ends on or after its start', () => {
    expect(messages([period('2025-06-30', '2025-01-01')])).toEqual([
      {
        path: ['periods', 0, 'end'],
        message:
          'this period ends on 2025-01-01, before it starts on 2025-06-30; end is the last day of the period, on or after start',
      },
    ]);
  });

  it('asks for periods that share no day, even the last one', () => {
    expect(
      messages([
        period('2024-07-01', '2024-12-31'),
        period('2025-01-01', '2025-06-30'),
        period('2024-12-31', '2024-12-31'),
      ]),
    ).toEqual([
      {
        path: ['periods', 2, 'start'],
        message:
          'this period (2024-12-31 to 2024-12-31) shares days with period 1 (2024-07-01 to 2024-12-31); a request is counted in one period only, so periods must not overlap',
      },
    ]);
  });

  it('asks for no more requests answered than received', () => {
    expect(messages([period('2025-01-01', '2025-06-30', { answered: 11 })])).toEqual([
      {
        path: ['periods', 0, 'answered'],
        message:
          '11 requests answered, but the period received only 10 (court orders, subpoenas, takedowns and other added up); answered can be at most 10',
      },
    ]);
  });

  it('asks for a last update no later than today', () => {
    expect(messages([period('2025-01-01', '2025-06-30')], '2025-08-02')).toEqual([
      {
        path: ['lastUpdated'],
        message:
          '2025-08-02 is in the future; write the day the report last changed, today at the latest (2025-08-01)',
      },
    ]);
  });
});

describe('the report’s sums and files', () => {
  const periods = [
    period('2024-07-01', '2024-12-31', { statement: 'One record, "as asked", with a comma.' }),
    period('2025-01-01', '2025-06-30', { answered: 0 }),
  ];

  it('adds up every period', () => {
    expect(transparencyTotals(report(periods))).toEqual({
      from: '2024-07-01',
      to: '2025-06-30',
      requests: { courtOrders: 2, subpoenas: 4, takedowns: 6, other: 8 },
      received: 20,
      answered: 5,
      records: 0,
    });
  });

  it('writes CSV newest first, quoting a field with a comma or quotes', () => {
    expect(transparencyCsv(report(periods)).split('\r\n')).toEqual([
      'start,end,court_orders,subpoenas,takedowns,other,received,answered,records_handed_over,statement',
      '2025-01-01,2025-06-30,1,2,3,4,10,0,0,Test statement.',
      '2024-07-01,2024-12-31,1,2,3,4,10,5,0,"One record, ""as asked"", with a comma."',
      '',
    ]);
  });

  it('writes JSON newest first, with each period’s total received', () => {
    const json = JSON.parse(transparencyJson(report(periods))) as {
      periods: { start: string; received: number }[];
    };
    expect(json.periods.map(({ start, received }) => ({ start, received }))).toEqual([
      { start: '2025-01-01', received: 10 },
      { start: '2024-07-01', received: 10 },
    ]);
  });
});
