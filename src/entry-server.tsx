import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ContentLookup } from '../shared/content-keys';
import type { RenderedPage, ServerEntry } from '../shared/server-entry';
import { IslandRenderContext, type RenderAlone } from './islands/island';
import { markedScripts, PageScriptsContext, scriptMarks } from './lib/page-scripts';
import { routePage } from './render-page';
import { Mascot } from './ui/Mascot';
import './styles/index.css';

/** An island drawn as a React root of its own, as the browser hydrates it. */
const renderAlone: RenderAlone = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

/**
 * Draws one address of the site to HTML, with the content `lookup` finds, and says which scripts
 * the page needs: the modules of its islands and behaviours, as they marked themselves while it
 * was drawn.
 */
async function render(url: string, lookup: ContentLookup): Promise<RenderedPage> {
  const page = await routePage(url, lookup, { relativeLinks: true });
  const marks = scriptMarks();
  const html = renderToString(
    <PageScriptsContext.Provider value={marks}>
      <IslandRenderContext.Provider value={renderAlone}>{page.element}</IslandRenderContext.Provider>
    </PageScriptsContext.Provider>,
  );
  const { tag, dir, locale } = page.language;
  return {
    html,
    status: page.status,
    meta: page.meta,
    language: { tag, dir, base: page.base, locale },
    source: page.source,
    ...(page.translation && { translation: page.translation.state }),
    pages: page.pages,
    scripts: markedScripts(marks),
    ...(page.linksFrom !== undefined && { linksFrom: page.linksFrom }),
  };
}

/** The mascot as SVG markup, drawn by the same component as on the home page. */
function mascotSvg(label: string): string {
  return renderToStaticMarkup(<Mascot label={label} />);
}

const entry: ServerEntry = { render, mascotSvg };
export default entry;
