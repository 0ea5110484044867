/**
 * What a reader is handed: one file's text, and what it may need from around it. Readers never go
 * to the disk themselves, so the store can hand them an editor's unsaved text, and the check can
 * tell what each one read.
 */

import type { SourceFile } from '../source-file';

/** One content file's text, decoded, with its path from the project's root. */
export interface FileText {
  /** The path from the project's root, such as content/blog/hello.md. */
  file: string;
  text: string;
}

/** What a reader may use besides the file's own text. */
export interface ReadContext {
  /**
   * The values that fill the placeholders of a file's data and body, such as {product}; absent while
   * the site's settings have a problem of their own.
   */
  values?: Readonly<Record<string, string>>;
  /**
   * Another content file, by its path under `content/`, as the store sees it (an editor's unsaved
   * text first); nothing when the file does not exist or cannot be read. A reader that reads one
   * names it in its file's `dependsOn`.
   */
  otherFile(relative: string): FileText | undefined;
  /**
   * Another content file as its own reader read it, by its path under `content/`; nothing when it
   * does not exist or is read asynchronously. A reader that uses one names it in its file's `dependsOn`.
   */
  readOther(relative: string): SourceFile | undefined;
}
