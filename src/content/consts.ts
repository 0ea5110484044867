/** The prefix of the content modules the app imports: `virtual:content/site`, `virtual:content/posts`, ... */
export const VIRTUAL_PREFIX = 'virtual:content/';

/** The same id as Vite knows it once resolved; the NUL byte keeps other plugins away from it. */
export const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/** The folder editors work in, relative to the project's root. */
export const CONTENT_DIR = 'content';
