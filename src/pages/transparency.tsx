import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { coverageBehind } from '../../schemas/transparency-data';
import { TransparencyReport } from '../renderers/TransparencyReport';

// By the build's day: a page built today says whether the figures are behind, and a build of an old
// commit with its SOURCE_DATE_EPOCH says what it said then. Unlike the canary's state, no script says
// it again by the reader's clock, so a copy nobody rebuilds says it late.
export const loader = ({ content }: LoaderArgs) => {
  const report = content.single('transparency');
  return { report, behind: coverageBehind(report, content.now()) ?? null };
};

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { report } }) => ({ ...report.meta, modified: report.lastUpdated }),
};

export function Component() {
  const { report, behind } = useLoaded<typeof loader>();
  return <TransparencyReport report={report} behind={behind ?? undefined} locale={useSite().locale} />;
}
