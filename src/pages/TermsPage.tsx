import legal from 'virtual:content/legalPage';
import terms from 'virtual:content/terms';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { LegalDocument } from '../renderers/LegalDocument';

export const handle: PageHandle = {
  meta: () => ({
    title: `${terms.title} | ${site.product}`,
    description: terms.description,
    modified: terms.lastUpdated,
  }),
};

export function Component() {
  return <LegalDocument document={terms} copy={legal} locale={site.locale} />;
}
