/** Where the setup wizard keeps the visitor's step, for this tab only, so a fresh visit starts over. */
export const SETUP_STEP_KEY = 'masky.setup.step';

/**
 * Every name the site keeps in the visitor's browser storage. The site sets no cookies, and the
 * content check makes the privacy policy name each of these.
 */
export const BROWSER_STORAGE_KEYS = [SETUP_STEP_KEY] as const;
