import download from 'virtual:content/downloadPage';
import platforms from 'virtual:content/platforms';
import type { PageHandle } from '../layout/meta';
import { useDetectedOs } from '../lib/platform';
import { PlatformList } from '../renderers/PlatformList';
import { SectionHeading } from '../renderers/SectionHeading';

export const handle: PageHandle = { meta: () => download.meta };

export function Component() {
  // Known only in the browser: the prerendered page recommends nothing and lists every platform alike.
  const os = useDetectedOs();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={download.heading} intro={download.intro} />
      <PlatformList
        platforms={platforms}
        copy={download}
        recommended={os && { os, label: download.recommended }}
      />
    </div>
  );
}
