import type { BlockEditorComponentOptions } from 'decap-cms-core';
import { PICTURE_DESCRIPTION_HINT, pictureDescriptionNeeded } from '../../schemas/editor-messages';
import { parseMarkdown } from '../../shared/markdown';

/**
 * A picture in a text, as the editor adds one: Decap's own picture component, whose description is
 * an optional "Alt Text" beside a title, asks here for the picture and its Description together, and
 * the text is not saved while a picture in it has no description (`picturesWithoutDescription`).
 * It reads and writes the markdown the file holds, `![description](/media/name.png "title")`, so a
 * picture the editor leaves alone is written back as it was.
 */

/** What a picture of the text holds, as the component's fields name it. */
interface Picture {
  image?: string;
  alt?: string;
  title?: string;
}

/** Decap's picture component, asking for the picture's description. It replaces Decap's own. */
export const pictureComponent: BlockEditorComponentOptions = {
  id: 'image',
  label: 'Picture',
  // The same markdown as Decap's own component reads, so pictures already in a text open in this one.
  pattern: /^!\[([^\]]*)\]\((.*?)(\s"([^"]*)")?\)/,
  fromBlock: (match: RegExpMatchArray) => ({ image: match[2], alt: match[1], title: match[4] }),
  toBlock: ({ image, alt, title }: Picture) =>
    `![${alt ?? ''}](${image ?? ''}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`,
  toPreview: ({ image, alt }: Picture) => <img src={image ?? ''} alt={alt ?? ''} />,
  fields: [
    { name: 'image', label: 'Picture', widget: 'image', media_library: { allow_multiple: false } },
    { name: 'alt', label: 'Description', widget: 'string', hint: PICTURE_DESCRIPTION_HINT },
    // A title shows when the pointer rests on the picture; the site's texts do not use one, and a
    // title a file already has is kept as it is.
    { name: 'title', label: 'Title', widget: 'hidden' },
  ] as BlockEditorComponentOptions['fields'],
};

/** What stands in the way of a text's pictures: each one without a description, in the editor's words. */
export function picturesWithoutDescription(markdown: string): string[] {
  return parseMarkdown(markdown)
    .images.filter((image) => image.alt.trim() === '')
    .map((image) => pictureDescriptionNeeded(image.href));
}
