import { loadAll, usePageData, useSite, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { LegalDocument, legalMeta } from '../renderers/LegalDocument';

export const loader = () => loadAll({ document: single('terms'), copy: single('legalPage') });

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data, site }) => legalMeta(data.document, site),
};

export function Component() {
  const { document, copy } = usePageData<typeof loader>();
  return <LegalDocument document={document} copy={copy} locale={useSite().locale} />;
}
