import type { PreviewEntry } from './preview-data';

/** The message the editor sends its preview each time the entry changes. */
export const PREVIEW_MESSAGE = 'masky:preview';

export interface PreviewMessage {
  type: typeof PREVIEW_MESSAGE;
  entry: PreviewEntry;
}
