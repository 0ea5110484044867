import { data } from 'react-router-dom';
import { type LoaderArgs, type LoaderData, orNotFound, usePageData, useSite } from '../content/page';
import type { LegalPage, TextHistory, TextVersionPage } from '../../schemas';
import type { GuardedName } from '../content/reader';
import type { PageHandle } from '../layout/meta';
import { historyMeta, LegalHistory } from '../renderers/LegalHistory';
import { LegalVersion, versionMeta } from '../renderers/LegalVersion';
import routeTable from 'virtual:masky/routes';

/**
 * The history and the version pages of every guarded text (the privacy policy and the terms). The
 * registry gives each text its history's address, and its route table names the collection each
 * route shows, so this page finds its text by the route it was reached by and names none itself:
 * a third guarded text would need no change here.
 */
function guardedText(pattern: string): GuardedName {
  const route = routeTable.find((candidate) => candidate.path === pattern);
  if (!route) throw data(null, { status: 404, statusText: 'Not Found' });
  // The registry gives this page to guarded texts only, so the route's collection is one of them.
  return route.collection as GuardedName;
}

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
  const page = usePageData<typeof loader>();
  const { locale } = useSite();
  return 'history' in page ? (
    <LegalHistory history={page.history} copy={page.copy.history} locale={locale} />
  ) : (
    <LegalVersion version={page.version} copy={page.copy} locale={locale} />
  );
}
