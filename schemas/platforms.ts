import { z } from 'zod';
import { downloadUrl, metaSchema, template, text } from './shared';

/** The kinds of device the download page can recognise a visitor's own device as. */
export const PLATFORM_OSES = ['windows', 'macos', 'linux', 'android', 'ios'] as const;
export type PlatformOs = (typeof PLATFORM_OSES)[number];

export const platformSchema = z
  .strictObject({
    title: text.describe("The platform's name, such as Windows. It fills {platform} in the button's words."),
    instructions: z
      .array(text)
      .length(4, 'should have exactly four steps')
      .describe('Exactly four steps, in order.'),
    downloadLink: downloadUrl.describe(
      'Where the download button leads: an address, or {host}/ followed by a path.',
    ),
    os: z
      .enum(PLATFORM_OSES, { error: `should be one of ${PLATFORM_OSES.join(', ')}` })
      .optional()
      .describe(
        'Optional: the kind of device this card is for: windows, macos, linux, android or ios. A visitor on that kind of device sees the card marked as recommended.',
      ),
    version: z
      .string({ error: 'should be a version number in quotes, for example "2.4.1"' })
      .regex(/^\d+(\.\d+)*([-+][0-9A-Za-z.-]+)?$/, 'should be a version number, for example "2.4.1"')
      .optional()
      .describe('Optional: the app\'s current version, in quotes, such as "2.4.1".'),
    minOs: text
      .optional()
      .describe('Optional: the oldest system the app runs on, such as Windows 10 or later.'),
    sha256: z
      .string({ error: 'should be a SHA-256 checksum: 64 lower-case letters a-f and digits' })
      .regex(/^[0-9a-f]{64}$/, 'should be a SHA-256 checksum: 64 lower-case letters a-f and digits')
      .optional()
      .describe('Optional: the SHA-256 checksum of the download, so visitors can check the file they got.'),
    releaseNotes: downloadUrl
      .optional()
      .describe(
        'Optional: the page saying what is new in this version: an address, or {host}/ followed by a path.',
      ),
  })
  .describe('One platform on the download page: an entry of content/platforms.yaml.');

export const platformsSchema = z
  .array(platformSchema)
  .min(1, 'needs at least one platform')
  .describe('All platforms, in the order the page shows them.');
export type Platform = z.output<typeof platformSchema>;

/** `content/pages/download.yaml`. */
export const downloadPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  buttonLabel: template(['platform']).describe(
    "The button on each card, with {platform} for the platform's name.",
  ),
  newTabNote: text.describe("Read aloud after the button's words: the link opens in a new tab."),
  recommended: text.describe(
    "The badge on the card for the visitor's own kind of device, such as Recommended for your device.",
  ),
  details: z
    .strictObject({
      version: text.describe('Beside the version, such as Version.'),
      minOs: text.describe('Beside the oldest supported system, such as Requires.'),
      sha256: text.describe('Beside the checksum, such as SHA-256.'),
      releaseNotes: text.describe('The link to the release notes, such as Release notes.'),
    })
    .describe("The names shown beside a platform's optional details in content/platforms.yaml."),
});
export type DownloadPage = z.output<typeof downloadPageSchema>;
