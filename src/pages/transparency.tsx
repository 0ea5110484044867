import { loadAll, usePageData, useSite, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { TransparencyReport } from '../renderers/TransparencyReport';

export const loader = () => loadAll({ report: single('transparency') });

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { report } }) => ({ ...report.meta, modified: report.lastUpdated }),
};

export function Component() {
  const { report } = usePageData<typeof loader>();
  return <TransparencyReport report={report} locale={useSite().locale} />;
}
