import type { TestProject } from 'vitest/node';
import { ensureTestBuild } from '../../tools/test/test-build';
import { unpackedTestCopies } from '../offline-walk';
import { content } from '../site-routes';
import { startEngineServers } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test build is served, without a trailing slash. */
    siteUrl: string;
    /** The proxy the engines send HTTPS through (see ./servers.ts). */
    proxyPort: number;
    /** Each language's offline archive, unpacked: its tag, its folder and the files it holds. */
    offlineCopies: { tag: string; folder: string; files: string[] }[];
  }
}

/**
 * Builds the site into the browser tests' folder unless a build of the same sources is there (the
 * Chromium tests' build, as a rule), and serves it for both engines' test files at once; and finds
 * or builds the offline archives the same way, and unpacks them for the engines to read from a folder.
 */
export default async function setup(project: TestProject) {
  const { dir } = await ensureTestBuild();
  const { copies, remove } = await unpackedTestCopies();
  const servers = await startEngineServers(dir, content.site);
  project.provide('siteUrl', servers.siteUrl);
  project.provide('proxyPort', servers.proxyPort);
  project.provide(
    'offlineCopies',
    copies.map((copy) => ({ tag: copy.language.tag, folder: copy.folder, files: [...copy.files] })),
  );
  return async () => {
    await servers.stop();
    await remove();
    // What would have left the machine: a browser's own background requests (Firefox asks for its
    // remote settings) or a page's request to a host other than the flag service's. Printed, not
    // failed on, since the browsers' own traffic is not the site's; the pages' tests fail on a
    // flag or other image that does not load.
    const elsewhere = [...new Set(servers.refused)];
    if (elsewhere.length > 0) console.log(`The engines' proxy refused: ${elsewhere.join(', ')}`);
  };
}
