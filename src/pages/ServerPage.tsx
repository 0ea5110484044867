import server from 'virtual:content/serverPage';
import servers from 'virtual:content/servers';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';
import { ServerExplorer } from '../renderers/ServerExplorer';

export const handle: PageHandle = { meta: () => server.meta };

export function Component() {
  return (
    <div className="container page">
      <SectionHeading level={1} heading={server.heading} intro={server.intro} />
      <ServerExplorer servers={servers} copy={server} flags={site} locale={site.locale} />
    </div>
  );
}
