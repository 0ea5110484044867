import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { TransparencyReport } from '../renderers/TransparencyReport';

export const loader = ({ content }: LoaderArgs) => ({ report: content.single('transparency') });

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { report } }) => ({ ...report.meta, modified: report.lastUpdated }),
};

export function Component() {
  const { report } = useLoaded<typeof loader>();
  return <TransparencyReport report={report} locale={useSite().locale} />;
}
