import { z } from 'zod';
import { countryCode, text } from './shared';

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
