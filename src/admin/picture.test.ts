import { describe, expect, it } from 'vitest';
import { pictureDescriptionNeeded } from '../../schemas/editor-messages';
import { pictureComponent, picturesWithoutDescription } from './picture';

/** A picture's markdown read by the editor's picture component and written back. */
function roundTrip(markdown: string): string {
  const match = pictureComponent.pattern.exec(markdown);
  expect(match, markdown).not.toBeNull();
  return pictureComponent.toBlock(pictureComponent.fromBlock(match!));
}

describe("the editor's picture", () => {
  it('writes a picture it left alone back as the file had it, title and all', () => {
    for (const markdown of [
      '![A map of the servers](/media/map.png)',
      '![A map](/media/map.png "Our servers")',
      '![](/media/map.png)',
    ])
      expect(roundTrip(markdown)).toBe(markdown);
  });

  it('asks for the description of each picture of a text that has none, and of no other', () => {
    const text = 'Words.\n\n![](/media/a.png)\n\n![A map](/media/b.png)\n\nMore ![ ](/media/c.png) words.\n';
    expect(picturesWithoutDescription(text)).toEqual([
      pictureDescriptionNeeded('/media/a.png'),
      pictureDescriptionNeeded('/media/c.png'),
    ]);
    expect(picturesWithoutDescription('![A map](/media/b.png)')).toEqual([]);
  });
});
