import { describe, expect, it } from 'vitest';
import { calendarDate, countryCode, countryCodeProblem, dateProblem } from './shared';

describe('dateProblem', () => {
  it('accepts a real day written YYYY-MM-DD', () => {
    for (const day of ['2025-07-24', '2024-02-29', '2025-12-31']) expect(dateProblem(day)).toBeUndefined();
  });

  it.each([
    ['2025-7-4', 'write the month and the day with two digits each: 2025-07-04'],
    ['2025/07/24', 'write the date with dashes: 2025-07-24'],
    ['24/07/2025', 'write dates year first, as YYYY-MM-DD: 2025-07-24'],
    ['07/24/2025', 'write dates year first, as YYYY-MM-DD: 2025-07-24'],
    ['24.07.2025', 'write dates year first, as YYYY-MM-DD: 2025-07-24'],
    ['04/07/2025', 'write dates year first, as YYYY-MM-DD: 2025-07-04 for 4 July, or 2025-04-07 for 7 April'],
    ['2025-07-24T10:00:00Z', 'write the day only, without a time: 2025-07-24'],
    ['2025-07-24 10:00', 'write the day only, without a time: 2025-07-24'],
    ['2025-02-29', '2025-02-29 is not a day on the calendar: February 2025 has 28 days'],
    ['2025-04-31', '2025-04-31 is not a day on the calendar: April 2025 has 30 days'],
    ['2025-13-01', '2025-13-01 has no month 13; the month is 01 to 12'],
    ['July 24, 2025', 'should be a date written YYYY-MM-DD, for example 2025-07-24'],
  ])('%s: %s', (typed, message) => {
    expect(dateProblem(typed)).toBe(message);
    expect(calendarDate.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('keeps a date as the text typed, with no time and no time zone', () => {
    expect(calendarDate.parse('2025-07-24')).toBe('2025-07-24');
  });
});

describe('countryCodeProblem', () => {
  it('accepts real two-letter codes in capitals', () => {
    for (const code of ['DE', 'US', 'GB', 'SG', 'NO']) expect(countryCodeProblem(code)).toBeUndefined();
  });

  it.each([
    ['de', 'write the code in capitals: DE'],
    ['UK', 'the code of the United Kingdom is GB'],
    ['DEU', 'use the two-letter code: DE'],
    ['Germany', "write the country's two-letter code, DE, rather than its name"],
    ['XX', 'XX is not a country code; use the two-letter ISO 3166-1 code, for example DE for Germany'],
    ['D', 'should be a two-letter country code in capitals, for example DE'],
  ])('%s: %s', (typed, message) => {
    expect(countryCodeProblem(typed)).toBe(message);
    expect(countryCode.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
