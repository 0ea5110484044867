import { guardedText } from '../content/guarded-text';
import { type LoaderArgs, type LoaderData, orNotFound, useLoaded, useSite } from '../content/page';
import type { LegalPage, TextHistory, TextVersionPage } from '../../schemas';
import type { PageHandle } from '../layout/meta';
import { historyMeta, LegalHistory } from '../renderers/LegalHistory';
import { LegalVersion, versionMeta } from '../renderers/LegalVersion';

/**
 * The history and the version pages of every guarded text (the privacy policy and the terms), which
 * find their text by the route they were reached by (`guardedText`).
 */
export const loader = ({
  content,
  params,
  pattern,
}: LoaderArgs): { copy: LegalPage; history: TextHistory } | { copy: LegalPage; version: TextVersionPage } => {
  const text = guardedText(pattern);
  const copy = content.single('legalPage');
  const name = params.version;
  return name === undefined
    ? { copy, history: content.history(text) }
    : { copy, version: orNotFound(() => content.version(text, name)) };
};

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: page, site }) =>
    'history' in page
      ? historyMeta(page.history, page.copy.history)
      : versionMeta(page.version, page.copy.versionPage, site.locale),
};

export function Component() {
  const page = useLoaded<typeof loader>();
  const { locale } = useSite();
  return 'history' in page ? (
    <LegalHistory history={page.history} copy={page.copy.history} locale={locale} />
  ) : (
    <LegalVersion version={page.version} copy={page.copy} locale={locale} />
  );
}
