import type { PlatformOs } from '../../schemas';

/** The parts of `navigator` that tell which kind of device the page runs on. */
export interface NavigatorHints {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { platform?: string };
}

const CLIENT_HINT_PLATFORMS: Record<string, PlatformOs> = {
  windows: 'windows',
  macos: 'macos',
  linux: 'linux',
  android: 'android',
  ios: 'ios',
};

/**
 * Tells which kind of device a browser runs on, from its client hints when it sends them and from its
 * user agent otherwise; undefined when neither says (Chrome OS, for one, matches no card).
 */
export function detectOs(hints: NavigatorHints): PlatformOs | undefined {
  const platform = hints.userAgentData?.platform?.toLowerCase();
  if (platform) return CLIENT_HINT_PLATFORMS[platform];
  const agent = hints.userAgent;
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios';
  // iPadOS asks for desktop pages and says Macintosh; only its touch screen gives it away.
  if (/Macintosh/.test(agent) && (hints.maxTouchPoints ?? 0) > 1) return 'ios';
  if (/Android/.test(agent)) return 'android';
  if (/Windows/.test(agent)) return 'windows';
  if (/Mac OS X|Macintosh/.test(agent)) return 'macos';
  if (/CrOS/.test(agent)) return undefined;
  if (/Linux|X11/.test(agent)) return 'linux';
  return undefined;
}
