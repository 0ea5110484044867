import { type LoaderArgs, type LoaderData, useLoaded } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { PlatformList } from '../renderers/PlatformList';
import { SectionHeading } from '../renderers/SectionHeading';

export const loader = ({ content }: LoaderArgs) => ({
  download: content.single('downloadPage'),
  platforms: content.single('platforms'),
});

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.download.meta };

export function Component() {
  const { download, platforms } = useLoaded<typeof loader>();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={download.heading} intro={download.intro} />
      <PlatformList platforms={platforms} copy={download} />
    </div>
  );
}
