import server from 'virtual:content/serverPage';
import servers from 'virtual:content/servers';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';
import { ServerGrid } from '../renderers/ServerGrid';

export const handle: PageHandle = { meta: () => server.meta };

export function Component() {
  return (
    <div className="container page">
      <SectionHeading level={1} heading={server.heading} intro={server.intro} />
      <ServerGrid servers={servers} copy={server} flagBase={site.flagBaseUrl} />
    </div>
  );
}
