import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Site } from '../../schemas/site';
import { singleUrl } from '../../shared/content-urls';
import { todayIso } from '../../shared/dates';
import { setContentSource } from '../content/runtime';
import { routes } from '../routes';
import '../styles/index.css';
import { PREVIEW_MESSAGE, type PreviewMessage } from './preview-message';
import { previewModule, previewTarget } from './preview-data';

/**
 * The editor's preview: the site itself, in a frame of the editor, drawing the entry being edited.
 * It is the site's own router, pages, renderers and stylesheets, reading the content modules the
 * site serves, except the one module the entry makes, which it takes from the editor as it changes.
 * Its own document keeps the site's styles apart from the editor's.
 */

const importModule = (url: string) =>
  import(/* @vite-ignore */ url).then((module: { default: unknown }) => module.default);

/** The modules the entry being edited stands in for, by address. */
const edited = new Map<string, unknown>();

function readContent(url: string): Promise<unknown> {
  return edited.has(url) ? Promise.resolve(edited.get(url)) : importModule(url);
}

const router = createMemoryRouter(routes, { initialEntries: ['/'] });
setContentSource(readContent);

async function show(message: PreviewMessage): Promise<void> {
  const target = previewTarget(message.entry.collection, message.entry.id);
  if (!target) return;
  const siteUrl = singleUrl('site');
  // The site's settings fill the placeholders; while they are the entry being edited, the edit does.
  const site = (
    message.entry.collection === 'site'
      ? message.entry.data
      : await importModule(siteUrl).catch(() => undefined)
  ) as Site | undefined;
  if (!site) return;
  const current = await importModule(target.moduleUrl).catch(() => undefined);
  edited.clear();
  edited.set(target.moduleUrl, previewModule(message.entry, current, site, todayIso()));
  // The runtime keeps the modules it has read; it is handed the source again to forget them.
  setContentSource(readContent);
  if (router.state.location.pathname === target.path) await router.revalidate();
  else await router.navigate(target.path);
}

window.addEventListener('message', (event: MessageEvent<PreviewMessage>) => {
  // Only the editor, served from the same origin, draws in the preview.
  if (event.origin !== window.location.origin || event.data?.type !== PREVIEW_MESSAGE) return;
  void show(event.data);
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
