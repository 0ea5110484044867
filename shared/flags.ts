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

/**
 * The same settings with the site serving its own flags, whatever `flagSource` says: what the mirror
 * build (`npm run build:mirror`) and the onion's policy use, since a copy reached from where the flag
 * service may be blocked, or through Tor, must ask no other host for anything. The service's address
 * goes too, so that such a copy names it nowhere, not even in the server list's props.
 */
export function ownFlags<T extends FlagSettings>(flags: T): T {
  return { ...flags, flagSource: 'site', flagBaseUrl: '' };
}

/** The host of an address such as https://flagcdn.com/: flagcdn.com. */
export function flagHost(flagBaseUrl: string): string {
  return flagBaseUrl.replace(/^[a-z]+:\/\//i, '').split('/')[0];
}

/** The host of the external flag service, such as flagcdn.com, or undefined when the site serves its own. */
export function externalFlagHost(flags: FlagSettings): string | undefined {
  return flags.flagSource === 'external' ? flagHost(flags.flagBaseUrl) : undefined;
}
