import { createRoot } from 'react-dom/client';
import { PLACEHOLDER_SOURCES } from '../../schemas/placeholders';
import type { Site } from '../../schemas/site';
import { singleKey } from '../../shared/content-keys';
import { todayIso } from '../../shared/dates';
import { PREVIEW_CONTENT_PATH } from '../../shared/editor-files';
import { routePage } from '../render-page';
import '../styles/index.css';
import { PREVIEW_MESSAGE, type PreviewMessage } from './preview-message';
import { previewModule, previewTarget } from './preview-data';

/**
 * The editor's preview: the site itself, in a frame of the editor, drawing the entry being edited.
 * It routes and renders the page exactly as the prerender does (src/render-page.tsx), with the site's
 * pages, renderers and stylesheets, from the content the site publishes for the editor, except the
 * entry being edited, which it takes from the editor as it changes. Its own document keeps the site's
 * styles apart from the editor's.
 */

/** What the site publishes now, by content key: every page's copy and the first page of every list. */
const published = fetch(PREVIEW_CONTENT_PATH).then(
  (response) => response.json() as Promise<Record<string, unknown>>,
);

const root = createRoot(document.getElementById('root') as HTMLElement);

async function show(message: PreviewMessage): Promise<void> {
  const target = previewTarget(message.entry.collection, message.entry.id);
  if (!target) return;
  const content = await published;
  // The site's settings fill the placeholders; while they are the entry being edited, the edit does.
  const site = (
    message.entry.collection === 'site' ? message.entry.data : content[singleKey('site')]
  ) as Site;
  const data = Object.fromEntries(PLACEHOLDER_SOURCES.map((name) => [name, content[singleKey(name)]]));
  const edited = previewModule(message.entry, content[target.key], site, todayIso(), data);
  const page = await routePage(target.path, (key) => (key === target.key ? edited : content[key]));
  root.render(page.element);
}

window.addEventListener('message', (event: MessageEvent<PreviewMessage>) => {
  // Only the editor, served from the same origin, draws in the preview.
  if (event.origin !== window.location.origin || event.data?.type !== PREVIEW_MESSAGE) return;
  void show(event.data);
});
