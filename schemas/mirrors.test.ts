import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mirrorChecks, mirrorList, mirrorSchema, mirrorsJson, onionSchema, siteSchema } from './index';

/** The messages of a failed parse, each prefixed with its field path, as an editor would read them. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

// A version 3 address as Tor writes one (made up: its key is a hash of a sentence, its checksum real).
const address = 'uhd3wz66r6fnjjcihecf5eis2fcmc7vlf5q23amgsigsiwb64z46qeid.onion';
const ONION_MESSAGE =
  'address: should be a version 3 onion address: 56 small letters and digits 2 to 7, ending in d, then .onion, as Tor writes it in the service’s hostname file';

describe('the onion address', () => {
  it('accepts a version 3 address', () => {
    expect(messages(onionSchema, { address, added: '2025-07-01' })).toEqual([]);
  });

  it.each([
    ['a version 2 address', 'expyuzz4wqqyqhjn.onion'],
    ['capitals', address.toUpperCase().replace('.ONION', '.onion')],
    ['one letter short', address.slice(1)],
    ['a letter base32 has not (1)', `1${address.slice(1)}`],
    ['a version other than 3 (last letter not d)', address.replace('d.onion', 'e.onion')],
    ['a scheme in front', `http://${address}`],
    ['no .onion', address.replace('.onion', '')],
  ])('refuses %s, saying what to write', (_case, value) => {
    expect(messages(onionSchema, { address: value, added: '2025-07-01' })).toEqual([ONION_MESSAGE]);
  });

  it.each([
    ['one letter changed', address.replace('uhd3', 'uhd4')],
    ['two letters swapped', address.replace('uhd3', 'hud3')],
    ['a letter of the checksum changed', address.replace('46qeid', '46qfid')],
  ])('refuses %s, whose checksum no longer holds, as Tor would', (_case, value) => {
    expect(messages(onionSchema, { address: value, added: '2025-07-01' })).toEqual([
      'address: has a mistyped letter: the checksum a version 3 onion address carries does not match, so Tor would refuse it; copy the address again from the service’s hostname file',
    ]);
  });

  it('needs a real day for added', () => {
    expect(messages(onionSchema, { address, added: '2025-02-30' })).toEqual([
      'added: 2025-02-30 is not a day on the calendar: February 2025 has 28 days',
    ]);
  });
});

describe('a mirror', () => {
  it('accepts an https address, under a folder too, with a removal on or after its first day', () => {
    expect(messages(mirrorSchema, { url: 'https://mirror.masky.example', added: '2025-07-01' })).toEqual([]);
    expect(
      messages(mirrorSchema, {
        url: 'https://storage.example.net/masky',
        added: '2025-07-01',
        removed: '2025-07-01',
      }),
    ).toEqual([]);
  });

  it('refuses a removal dated before the mirror was added', () => {
    expect(
      messages(mirrorSchema, {
        url: 'https://mirror.masky.example',
        added: '2025-07-01',
        removed: '2025-06-30',
      }),
    ).toEqual([
      'removed: is before the day the mirror was added; a mirror can only be removed after it was added',
    ]);
  });

  it.each([
    'http://mirror.masky.example',
    'https://mirror.masky.example/',
    'https://Mirror.masky.example',
    'https://mirror.masky.example/?page=1',
    'mirror.masky.example',
    // Filled into a help article's markdown by {mirrors}: no markdown of its own gets through.
    'https://mirror.masky.example/[x](javascript:alert(1))',
    'https://mirror.masky.example/**x**',
  ])('refuses %s as its address', (url) => {
    expect(messages(mirrorSchema, { url, added: '2025-07-01' })).toEqual([
      'url: should be the mirror’s address: https://, a host name in small letters and, if the copy is in a folder, its path, with no slash at the end, for example https://mirror.masky.example',
    ]);
  });

  it('refuses a removal that is not a day', () => {
    expect(
      messages(mirrorSchema, { url: 'https://mirror.masky.example', added: '2025-07-01', removed: 'soon' }),
    ).toEqual(['removed: should be a date written YYYY-MM-DD, for example 2025-07-24']);
  });

  it('is checked inside the site settings too', () => {
    const site = siteSchema.shape;
    expect(
      messages(site.mirrors, [{ url: 'https://m.example', added: '2025-07-02', removed: '2025-07-01' }]),
    ).toEqual([
      '0.removed: is before the day the mirror was added; a mirror can only be removed after it was added',
    ]);
  });
});

describe('the dates of the onion and the mirrors', () => {
  const run = (settings: Parameters<(typeof mirrorChecks)[0]['run']>[0], today: string) =>
    mirrorChecks.flatMap((check) => check.run(settings, { today, content: {} }));
  const settings = {
    siteUrl: 'https://masky.example',
    onion: { address, added: '2025-07-01' },
    mirrors: [
      { url: 'https://a.masky.example', added: '2025-07-01' },
      { url: 'https://b.masky.example', added: '2025-06-01', removed: '2025-07-10' },
    ],
  };

  it('pass once every day has come', () => {
    expect(run(settings, '2025-07-10')).toEqual([]);
  });

  it('refuse a day still to come, naming the field', () => {
    expect(run(settings, '2025-07-09')).toEqual([
      {
        path: ['mirrors', 1, 'removed'],
        message: 'is later than today (2025-07-09): write the day the mirror was removed, once it has come',
      },
    ]);
    expect(run(settings, '2025-06-30').map((issue) => issue.path)).toEqual([
      ['onion', 'added'],
      ['mirrors', 0, 'added'],
      ['mirrors', 1, 'removed'],
    ]);
  });
});

describe('the list of mirrors', () => {
  it("is Bypass Censorship's version 2 list: the onion, then each mirror not removed", () => {
    expect(
      mirrorList({
        siteUrl: 'https://www.masky.example',
        onion: { address, added: '2025-07-01' },
        mirrors: [
          { url: 'https://b.masky.example', added: '2025-06-01', removed: '2025-07-10' },
          { url: 'https://a.masky.example', added: '2025-07-02' },
        ],
      }),
    ).toEqual({
      version: '2.0',
      sites: [
        {
          main_domain: 'masky.example',
          available_alternatives: [
            {
              proto: 'tor',
              type: 'eotk',
              created_at: '2025-07-01 00:00:00',
              updated_at: '2025-07-01 00:00:00',
              url: `http://${address}`,
            },
            {
              proto: 'https',
              type: 'mirror',
              created_at: '2025-07-02 00:00:00',
              updated_at: '2025-07-02 00:00:00',
              url: 'https://a.masky.example',
            },
          ],
        },
      ],
    });
  });

  it('lists no alternative for a site with neither an onion nor a mirror', () => {
    expect(JSON.parse(mirrorsJson({ siteUrl: 'https://masky.example' }))).toEqual({
      version: '2.0',
      sites: [{ main_domain: 'masky.example', available_alternatives: [] }],
    });
  });
});
