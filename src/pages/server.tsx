import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import ServerExplorer from '../islands/server-explorer';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';

export const loader = ({ content }: LoaderArgs) => ({
  server: content.single('serverPage'),
  servers: content.single('servers'),
});

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.server.meta };

export function Component() {
  const { server, servers } = useLoaded<typeof loader>();
  const site = useSite();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={server.heading} intro={server.intro} />
      <ServerExplorer
        servers={servers}
        copy={{
          online: server.online,
          offline: server.offline,
          latency: server.latency,
          flagAlt: server.flagAlt,
          controls: server.controls,
          count: server.count,
          noResults: server.noResults,
          noResultsOnlineOnly: server.noResultsOnlineOnly,
        }}
        flags={{ flagSource: site.flagSource, flagBaseUrl: site.flagBaseUrl }}
        locale={site.locale}
      />
    </div>
  );
}
