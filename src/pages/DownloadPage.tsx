import download from 'virtual:content/downloadPage';
import platforms from 'virtual:content/platforms';
import type { PageHandle } from '../layout/meta';
import { PlatformList } from '../renderers/PlatformList';
import { SectionHeading } from '../renderers/SectionHeading';

export const handle: PageHandle = { meta: () => download.meta };

export function Component() {
  return (
    <div className="container page">
      <SectionHeading level={1} heading={download.heading} intro={download.intro} />
      <PlatformList platforms={platforms} copy={download} />
    </div>
  );
}
