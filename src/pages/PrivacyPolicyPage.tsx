import privacyPolicy from 'virtual:content/privacyPolicy';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { LegalDocument } from '../renderers/LegalDocument';

export const handle: PageHandle = {
  meta: () => ({ title: `${privacyPolicy.title} | ${site.product}`, description: privacyPolicy.description }),
};

export function Component() {
  return <LegalDocument document={privacyPolicy} locale={site.locale} />;
}
