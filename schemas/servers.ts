import { z } from 'zod';
import { countryCode, fieldSchema, metaSchema, template, text } from './shared';

export const serverSchema = z
  .strictObject({
    country: text.describe("The country's name as visitors read it, such as Germany."),
    code: countryCode.describe("The country's two-letter code in capitals, such as DE. It picks the flag."),
    latency: z
      .number({ error: 'should be a number of milliseconds, for example 71 (no quotes, no ms)' })
      .int('should be a whole number of milliseconds, for example 71')
      .nonnegative('should be zero or more milliseconds')
      .describe('The sample round-trip time in milliseconds, as a number such as 71.'),
    status: z
      .enum(['online', 'offline'], { error: 'should be online or offline' })
      .describe('online or offline.'),
  })
  .describe('One server location: an entry of content/servers.yaml.');

export const serversSchema = z
  .array(serverSchema)
  .min(1, 'needs at least one server')
  .describe('All server locations, in the order the page shows them.');
export type Server = z.output<typeof serverSchema>;

/** `content/pages/server.yaml`. */
export const serverPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  online: text,
  offline: text,
  latency: template(['latency']).describe(
    'The latency as shown, with {latency} for the number, such as {latency} ms.',
  ),
  flagAlt: template(['country']).describe(
    'Words for each flag picture, with {country}, such as Flag of {country}.',
  ),
  controls: z
    .strictObject({
      label: text.describe('Read aloud for the group of controls, such as Find a location.'),
      search: fieldSchema.describe('The search box, which matches country names.'),
      onlineOnly: text.describe('The tick box that hides offline locations.'),
      sortLabel: text.describe('The words over the order menu, such as Sort by.'),
      sortAsListed: text.describe(
        "The order menu's first choice: the order of content/servers.yaml, which the page starts with.",
      ),
      sortByCountry: text.describe("The order menu's choice that lists the locations by country name."),
      sortByLatency: text.describe("The order menu's choice that lists the lowest latency first."),
      withoutScripts: text.describe(
        'Shown to a visitor whose browser runs no scripts, under the controls, which need them: that every location is listed below.',
      ),
    })
    .describe('The controls over the list, which narrow it down and order it once the page has loaded.'),
  count: template(['shown', 'total']).describe(
    'The line saying how many locations are shown, with {shown} and {total}; screen readers hear it change.',
  ),
  noResults: text.describe('Shown instead of the list when no location matches the search.'),
  noResultsOnlineOnly: text.describe(
    'Shown instead when none matches while Online only is ticked: it can say that offline locations are left out.',
  ),
});
export type ServerPage = z.output<typeof serverPageSchema>;
