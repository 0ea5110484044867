import legal from 'virtual:content/legalPage';
import privacyPolicy from 'virtual:content/privacyPolicy';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { LegalDocument } from '../renderers/LegalDocument';

export const handle: PageHandle = {
  meta: () => ({
    title: `${privacyPolicy.title} | ${site.product}`,
    description: privacyPolicy.description,
    modified: privacyPolicy.lastUpdated,
  }),
};

export function Component() {
  return <LegalDocument document={privacyPolicy} copy={legal} locale={site.locale} />;
}
