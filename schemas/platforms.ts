import { z } from 'zod';
import { downloadUrl, text } from './shared';

/** One platform on the download page: an entry of `content/platforms.yaml`. */
export const platformSchema = z.strictObject({
  /** The platform's name, such as Windows. It fills {platform} in the button's words. */
  title: text,
  /** Exactly four steps, in order. */
  instructions: z.array(text).length(4, 'should have exactly four steps'),
  /** Where the download button leads: an address, or {host}/ followed by a path. */
  downloadLink: downloadUrl,
});

/** All platforms, in the order the page shows them. */
export const platformsSchema = z.array(platformSchema).min(1, 'needs at least one platform');
export type Platform = z.output<typeof platformSchema>;
