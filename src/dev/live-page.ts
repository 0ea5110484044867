import { Idiomorph } from 'idiomorph';
import { PAGE_UPDATE_EVENT } from '../../shared/dev-server';

/**
 * The dev server's script, on every page it draws and never in the build: when an editor saves a
 * content file (or a page's code changes), the dev server draws the open page again, and this
 * brings the new page in place, keeping the scroll position and whatever the visitor was doing in
 * an island. An island whose own props changed starts again, with a reload.
 */

/** The props every island of a page was drawn with, in order, to tell whether they changed. */
const islandProps = (page: Document) =>
  [...page.querySelectorAll('script[data-island-props]')].map((script) => script.textContent).join('\n');

async function showNewPage(): Promise<void> {
  const response = await fetch(window.location.href, { headers: { Accept: 'text/html' } });
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  if (islandProps(next) !== islandProps(document)) return window.location.reload();
  const root = document.getElementById('root');
  if (!root) return;
  document.title = next.title;
  Idiomorph.morph(root, next.getElementById('root'), {
    morphStyle: 'innerHTML',
    // React holds an island's markup; with the same props, it stays as the visitor left it.
    callbacks: { beforeNodeMorphed: (node) => !(node instanceof HTMLElement && node.dataset.islandState) },
  });
}

import.meta.hot?.on(PAGE_UPDATE_EVENT, () => void showNewPage());
