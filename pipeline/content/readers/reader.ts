import type { BodyMode } from '../../../shared/markdown';
import type { SourceFile } from '../source-file';
import type { Trust } from '../trust';

// Readers never go to the disk themselves, so the store can hand them an editor's unsaved text.
export interface FileText {
  file: string;
  text: string;
}

export interface ReadContext {
  /** The placeholders' values, such as {product}; absent while the site's settings have a problem. */
  values?: Readonly<Record<string, string>>;
  /** The same values as a translation of `locale` shows them, its numbers written its way (۱۰ in fa-IR). */
  valuesIn?(locale: string): Readonly<Record<string, string>> | undefined;
  /** How markdown bodies are read: whole, their tokens kept for the pages (`render`), or only for the check. */
  bodies?: BodyMode;
  /** Another file's text by its path under `content/`, unsaved first; a reader names it in `dependsOn`. */
  textOf(relative: string): FileText | undefined;
  /** Another file as its own reader read it (nothing if absent or read asynchronously); named in `dependsOn`. */
  sourceOf(relative: string): SourceFile | undefined;
  /** The keys `trust/keys.yaml` lists, read once for the whole check, outside `content/`. */
  trust(): Trust;
}
