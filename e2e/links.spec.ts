import { checkLinks, formatBrokenLink } from '../tools/html/links';
import { e2eDist } from './env';
import { expect, test } from './fixtures';

test('every link to the site in the build leads to a page, a file or an element id', async () => {
  test.skip(test.info().project.name !== 'desktop', 'the build is the same whatever the screen width');
  const report = await checkLinks(e2eDist);
  expect(report.broken.map(formatBrokenLink)).toEqual([]);
  // A build with no pages or links would pass for the wrong reason.
  expect(report.pages).toBeGreaterThan(10);
  expect(report.links).toBeGreaterThan(report.pages * 10);
});
