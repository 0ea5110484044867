/** The site settings that say where flag images come from (see `flagSource` in schemas/site.ts). */
export interface FlagSettings {
  flagSource: 'external' | 'site';
  flagBaseUrl: string;
}

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

/** The host of an address such as https://flagcdn.com/: flagcdn.com. */
export function flagHost(flagBaseUrl: string): string {
  return flagBaseUrl.replace(/^[a-z]+:\/\//i, '').split('/')[0];
}

/** The host of the external flag service, such as flagcdn.com, or undefined when the site serves its own. */
export function externalFlagHost(flags: FlagSettings): string | undefined {
  return flags.flagSource === 'external' ? flagHost(flags.flagBaseUrl) : undefined;
}
