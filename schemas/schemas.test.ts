import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  anyLink,
  calendarDate,
  countryCode,
  downloadPageSchema,
  GLOBAL_PLACEHOLDERS,
  internalLink,
  LANGUAGE_TAG,
  planSchema,
  planStatusSchema,
  platformSchema,
  postFrontMatterSchema,
  serverSchema,
  setupStepsSchema,
  text,
} from './index';

/** The messages of a failed parse, each prefixed with its field path, as an editor would read them. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** What a link that may leave the site is told when it has none of the shapes it may have. */
const anyLinkShape =
  '(root): should be a page of the site such as /setup, a full address starting with https://, or {chat}';

const server = { country: 'A country for the test', code: 'DE', latency: 71, status: 'online' };
const post = { title: 'Hello', date: '2025-07-20', summary: 'A post.', tags: ['privacy'] };
const step = {
  title: 'Pay',
  description: 'Pay in crypto.',
  action: { type: 'alert', message: 'Redirecting...' },
};

describe('atoms', () => {
  it('accepts real calendar days and refuses the rest with the format to type', () => {
    expect(messages(calendarDate, '2024-02-29')).toEqual([]);
    expect(messages(calendarDate, '2025-02-29')).toEqual([
      '(root): 2025-02-29 is not a day on the calendar: February 2025 has 28 days',
    ]);
    expect(messages(calendarDate, '24/07/2025')).toEqual([
      '(root): write dates year first, as YYYY-MM-DD: 2025-07-24',
    ]);
  });

  it('accepts ISO 3166-1 codes only', () => {
    expect(messages(countryCode, 'SG')).toEqual([]);
    expect(messages(countryCode, 'XX')).toEqual([
      '(root): XX is not a country code; use the two-letter ISO 3166-1 code, for example DE for Germany',
    ]);
    expect(messages(countryCode, 'de')).toEqual(['(root): write the code in capitals: DE']);
  });

  it('refuses empty text and unknown placeholders', () => {
    expect(messages(text, 'Write to {email}')).toEqual([]);
    expect(messages(text, '   ')).toEqual(['(root): is empty: write some text here']);
    // The known placeholders are listed as the placeholder module names them, the data's included.
    const known = GLOBAL_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
    expect(known).toContain('{devices}');
    expect(messages(text, 'Write to {emial}')).toEqual([
      `(root): {emial} is not a placeholder this site knows; use one of ${known}`,
    ]);
  });

  it('accepts language tags with a script or a region, as the translated sites need', () => {
    for (const tag of ['en', 'en-US', 'fa', 'zh-Hans', 'zh-Hans-CN']) expect(tag).toMatch(LANGUAGE_TAG);
    for (const tag of ['english', 'zh-hans', 'EN', 'en_US']) expect(tag).not.toMatch(LANGUAGE_TAG);
  });

  it('accepts links inside the site only', () => {
    for (const link of ['/#pricing', '#features', '/about/', '/zh-Hans/blog/page/2', '/'])
      expect(messages(internalLink, link), link).toEqual([]);
    expect(messages(internalLink, 'https://example.com')).toEqual([
      '(root): should be a link inside the site starting with / or #, for example /signup or /#pricing',
    ]);
    expect(messages(internalLink, '')).toEqual(['(root): is empty: write a link such as /signup']);
  });

  it('refuses, with the reason, a link inside the site that a browser would read as another site', () => {
    const slashes =
      '(root): starts with //, which a browser reads as the address of another site: a link inside the site starts with a single /, for example /signup, and a link to another site with https://';
    const backslash =
      '(root): has a backslash (\\) in it, which a browser reads as /, so the link could lead to another site: write / between the parts of the address, for example /blog/page/2';
    const control =
      '(root): has a tab, a line break or another invisible character in it; a browser leaves some of them out, so the link could lead to another site: write the address on one line, for example /signup';
    const escaped =
      '(root): has a % escape in it that stands for a slash, a backslash or an invisible character, so the link could lead to another site: write the address without it, for example /signup';
    const space =
      '(root): has a space in it, or a character that looks like one: a link inside the site has none, for example /signup';
    const cases: [string, string][] = [
      // A number is a host: 2130706433 is 127.0.0.1.
      ['//2130706433', slashes],
      ['//evil.example/#x', slashes],
      ['/\\evil.example', backslash],
      ['\\evil.example', backslash],
      ['/a\\b', backslash],
      ['/\t/evil.example', control],
      ['/signup\n', control],
      ['/%2F/evil', escaped],
      ['/%5Cevil.example', escaped],
      ['/sign up', space],
      ['/signup\u00a0', space],
    ];
    for (const [link, message] of cases) {
      expect(messages(internalLink, link), JSON.stringify(link)).toEqual([message]);
      expect(messages(anyLink, link), JSON.stringify(link)).toEqual([
        message === space ? anyLinkShape : message,
      ]);
    }
  });

  it('accepts in a link that may leave the site a page of the site, a full address or the chat', () => {
    for (const link of ['/support', '/#pricing', 'https://t.me/masky', '{chat}'])
      expect(messages(anyLink, link), link).toEqual([]);
    expect(messages(anyLink, 'javascript:alert(1)')).toEqual([anyLinkShape]);
  });
});

describe('collections', () => {
  it('accepts a good server and pins the messages for a bad one', () => {
    expect(messages(serverSchema, server)).toEqual([]);
    expect(messages(serverSchema, { ...server, latency: '71', status: 'down', extra: 1 })).toEqual([
      'latency: should be a number of milliseconds, for example 71 (no quotes, no ms)',
      'status: should be online or offline',
      '(root): Unrecognized key: "extra"',
    ]);
  });

  it('needs exactly four instructions per platform', () => {
    const platform = {
      title: 'A platform for the test',
      instructions: ['a', 'b', 'c', 'd'],
      downloadLink: '{host}/linux.deb',
    };
    expect(messages(platformSchema, platform)).toEqual([]);
    expect(messages(platformSchema, { ...platform, instructions: ['a', 'b', 'c'] })).toEqual([
      'instructions: should have exactly four steps',
    ]);
  });

  it('needs exactly four setup steps', () => {
    expect(messages(setupStepsSchema, [step, step, step, step])).toEqual([]);
    expect(messages(setupStepsSchema, [step, step])).toEqual(['(root): should have exactly four steps']);
  });

  it('needs the renewal after the start of a plan', () => {
    const plan = {
      name: 'A plan for the test',
      status: 'Switched on',
      startedOn: '2025-07-25',
      renewsOn: '2025-08-25',
      price: '£9 a fortnight',
      features: ['A feature for the test'],
    };
    expect(messages(planStatusSchema, plan)).toEqual([]);
    expect(messages(planStatusSchema, { ...plan, renewsOn: '2025-07-01' })).toEqual([
      'renewsOn: should be a day after startedOn, 2025-07-25',
    ]);
  });

  it('checks a blog post front matter', () => {
    expect(messages(postFrontMatterSchema, post)).toEqual([]);
    expect(messages(postFrontMatterSchema, { ...post, tags: ['Privacy Tips'] })).toEqual([
      'tags.0: should be lower-case words joined by dashes, for example zero-log',
    ]);
  });

  it('checks a plan button action by its type', () => {
    const plan = {
      id: 'test-plan',
      name: 'A plan for the test',
      price: '£9',
      period: 'a fortnight',
      description: 'For everyone.',
      features: ['A feature for the test'],
      cta: { label: 'Press to buy', action: { type: 'link', to: '/signup' } },
    };
    expect(messages(planSchema, plan)).toEqual([]);
    expect(messages(planSchema, { ...plan, cta: { label: 'Buy', action: { type: 'phone' } } })).toEqual([
      'cta.action.type: should be link or email',
    ]);
  });

  it('needs the page placeholders a template uses', () => {
    const page = {
      meta: { title: 'Downloads for the test', description: 'Get the app.' },
      heading: 'Get it here',
      intro: 'Pick a platform.',
      buttonLabel: 'Press to fetch',
      newTabNote: '(in another tab, for the test)',
      recommended: 'Suits the test device',
      details: { version: 'Build', minOs: 'Needs', sha256: 'Checksum', releaseNotes: 'What changed' },
    };
    expect(messages(downloadPageSchema, page)).toEqual(['buttonLabel: must contain {platform}']);
    expect(messages(downloadPageSchema, { ...page, buttonLabel: 'Fetch it for {platform}' })).toEqual([]);
  });
});
