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

export async function showNewPage(): Promise<void> {
  const response = await fetch(window.location.href, { headers: { Accept: 'text/html' } });
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  if (islandProps(next) !== islandProps(document)) return window.location.reload();
  const root = document.getElementById('root');
  const nextRoot = next.getElementById('root');
  if (!root || !nextRoot) return window.location.reload();
  document.title = next.title;
  // The new root's children, not the new root itself: given an element, an innerHTML morph takes it
  // for the one child to put inside, finds the old root by its id, and tries to put it inside itself.
  Idiomorph.morph(root, [...nextRoot.childNodes], {
    morphStyle: 'innerHTML',
    // React holds an island's markup; with the same props, it stays as the visitor left it.
    callbacks: { beforeNodeMorphed: (node) => !(node instanceof HTMLElement && node.dataset.islandState) },
  });
}

import.meta.hot?.on(PAGE_UPDATE_EVENT, () => void showNewPage());
