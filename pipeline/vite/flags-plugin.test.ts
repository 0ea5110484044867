import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsafeSvgReason } from './flags-plugin';

const require = createRequire(import.meta.url);
const flagsFolder = path.dirname(require.resolve('flag-icons/flags/4x3/us.svg'));

describe('unsafeSvgReason', () => {
  it('passes every 4:3 flag flag-icons ships, which draw with shapes alone', async () => {
    const refused: string[] = [];
    for (const file of await readdir(flagsFolder)) {
      const reason = unsafeSvgReason(await readFile(path.join(flagsFolder, file), 'utf8'));
      if (reason) refused.push(`${file}: ${reason}`);
    }
    expect(refused).toEqual([]);
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'it holds a <script>'],
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'it has an event handler (on...=)'],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>',
      'it embeds HTML (<foreignObject>)',
    ],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
      'it names a file or page of its own (an href not within it)',
    ],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "x.css"</style></svg>',
      'it carries a stylesheet',
    ],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="url(https://elsewhere.example/#g)"/></svg>',
      'it names https://elsewhere.example/#g',
    ],
  ])('refuses %s', (svg, reason) => {
    expect(unsafeSvgReason(svg)).toBe(reason);
  });

  it('lets a flag refer to its own parts', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="a"/></defs><use xlink:href="#a"/></svg>';
    expect(unsafeSvgReason(svg)).toBeUndefined();
  });
});
