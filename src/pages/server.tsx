import { loadAll, usePageData, useSite, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';
import { ServerExplorer } from '../renderers/ServerExplorer';

export const loader = () => loadAll({ server: single('serverPage'), servers: single('servers') });

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.server.meta };

export function Component() {
  const { server, servers } = usePageData<typeof loader>();
  const site = useSite();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={server.heading} intro={server.intro} />
      <ServerExplorer servers={servers} copy={server} flags={site} locale={site.locale} />
    </div>
  );
}
