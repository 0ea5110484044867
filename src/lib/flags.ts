import type { Site } from '../../schemas';

/** The site settings that say where flag images come from. */
export type FlagSettings = Pick<Site, 'flagSource' | 'flagBaseUrl'>;

/** The folder of the built site that holds the flags when the site serves them itself. */
export const SITE_FLAGS_DIR = 'flags';

/**
 * The address of a country's flag: `/flags/{code}.svg` when the site serves its own copies, or
 * `{flagBaseUrl}w40/{code}.png` on the external flag service. The code is in lower case either way.
 */
export function flagUrl(flags: FlagSettings, code: string): string {
  const lower = code.toLowerCase();
  return flags.flagSource === 'site'
    ? `/${SITE_FLAGS_DIR}/${lower}.svg`
    : `${flags.flagBaseUrl}w40/${lower}.png`;
}

/** The host of the external flag service, such as flagcdn.com, or undefined when the site serves its own. */
export function externalFlagHost(flags: FlagSettings): string | undefined {
  return flags.flagSource === 'external' ? new URL(flags.flagBaseUrl).host : undefined;
}
