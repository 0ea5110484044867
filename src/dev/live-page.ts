import { Idiomorph } from 'idiomorph';
import {
  CONTENT_PROBLEMS_EVENT,
  CONTENT_PROBLEMS_ID,
  PAGE_UPDATE_EVENT,
  type ContentProblems,
} from '../../shared/dev-server';

/**
 * The dev server's script, on every page it draws and never in the build: when an editor saves a
 * content file (or a page's code changes), the dev server draws the open page again, and this
 * brings the new page in place, keeping the scroll position and whatever the visitor was doing in
 * an island. An island whose own props changed starts again, with a reload. When a save leaves the
 * content with problems, the page says so over itself until they are mended.
 */

/** The element of Vite's error overlay, which Vite's own script defines on every page it serves. */
const OVERLAY = 'vite-error-overlay';

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

/**
 * Shows the content check's report over the page, in Vite's overlay. The dev server sends it to the
 * site's pages alone, as an event of its own rather than as Vite's error, which would cover every
 * page Vite serves: the browser editor's too, whose buttons an editor must go on using to mend it.
 */
export function showProblems({ message }: ContentProblems): void {
  closeProblems();
  const Overlay = customElements.get(OVERLAY);
  if (Overlay) document.body.append(new Overlay({ message, plugin: 'masky:content', stack: '' }));
}

/** Takes the overlay away: the content is right again, or the page is drawn anew. */
export function closeProblems(): void {
  for (const shown of document.querySelectorAll(OVERLAY)) shown.remove();
}

/** Shows the report of the page the dev server draws in place of any while the content has problems. */
export function showDrawnProblems(): void {
  const report = document.getElementById(CONTENT_PROBLEMS_ID)?.textContent;
  if (report) showProblems(JSON.parse(report) as ContentProblems);
}

showDrawnProblems();
import.meta.hot?.on(CONTENT_PROBLEMS_EVENT, (problems: ContentProblems) => showProblems(problems));
import.meta.hot?.on(PAGE_UPDATE_EVENT, () => {
  closeProblems();
  void showNewPage();
});
