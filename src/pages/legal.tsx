import { guardedText } from '../content/guarded-text';
import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { LegalDocument, legalMeta } from '../renderers/LegalDocument';

/** The page of each legal text, the privacy policy or the terms, by the route it was reached by. */
export const loader = ({ content, pattern }: LoaderArgs) => ({
  document: content.single(guardedText(pattern)),
  copy: content.single('legalPage'),
});

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data, site }) => legalMeta(data.document, site),
};

export function Component() {
  const { document, copy } = useLoaded<typeof loader>();
  return <LegalDocument document={document} copy={copy} locale={useSite().locale} />;
}
