/**
 * The largest content file the site accepts, in bytes, by kind. No page of the site needs more (the
 * longest, the privacy policy, is a few dozen kilobytes), and a cap keeps one file, typed by mistake
 * or planted, from stalling the content check, the build and the editor for everyone. The content
 * check refuses a larger file with a problem naming it and its limit; the local editor refuses a
 * request larger than these allow before it reads it.
 */
export const CONTENT_SIZE_LIMITS = {
  /** A markdown file: front matter and body. */
  markdown: 1024 * 1024,
  /** A YAML file, a translation among them. */
  yaml: 256 * 1024,
} as const;
