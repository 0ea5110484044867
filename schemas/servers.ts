import { z } from 'zod';
import { countryCode, text } from './shared';

/** One server location: an entry of `content/servers.yaml`. */
export const serverSchema = z.strictObject({
  /** The country's name as visitors read it, such as Germany. */
  country: text,
  /** The country's two-letter code in capitals, such as DE. It picks the flag. */
  code: countryCode,
  /** The sample round-trip time in milliseconds, as a number such as 71. */
  latency: z
    .number({ error: 'should be a number of milliseconds, for example 71 (no quotes, no ms)' })
    .int('should be a whole number of milliseconds, for example 71')
    .nonnegative('should be zero or more milliseconds'),
  /** online or offline. */
  status: z.enum(['online', 'offline'], { error: 'should be online or offline' }),
});

/** All server locations, in the order the page shows them. */
export const serversSchema = z.array(serverSchema).min(1, 'needs at least one server');
export type Server = z.output<typeof serverSchema>;
