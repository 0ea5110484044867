import { type LoaderArgs, type LoaderData, usePageData, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { LegalDocument, legalMeta } from '../renderers/LegalDocument';

export const loader = ({ content }: LoaderArgs) => ({
  document: content.single('terms'),
  copy: content.single('legalPage'),
});

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data, site }) => legalMeta(data.document, site),
};

export function Component() {
  const { document, copy } = usePageData<typeof loader>();
  return <LegalDocument document={document} copy={copy} locale={useSite().locale} />;
}
