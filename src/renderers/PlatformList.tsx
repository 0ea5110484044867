import { Download } from 'lucide-react';
import { useId } from 'react';
import type { DownloadPage, Platform } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { useBehaviour } from '../lib/page-scripts';
import { Badge } from '../ui/Badge';
import { SiteFileLink } from '../ui/InternalLink';
import { CardGrid } from '../ui/CardGrid';
import { Ltr } from '../ui/Ltr';
import './PlatformList.css';

/** A platform's optional details (version, oldest system, checksum, release notes), when it has any. */
function PlatformDetails({
  platform,
  labels,
  titleId,
}: {
  platform: Platform;
  labels: DownloadPage['details'];
  /** The id of the card's title, which names the card the release notes link belongs to. */
  titleId: string;
}) {
  const { version, minOs, sha256, releaseNotes } = platform;
  if (!version && !minOs && !sha256 && !releaseNotes) return null;
  return (
    <div className="platform__details">
      {(version || minOs || sha256) && (
        <dl className="platform__facts">
          {version && (
            <div>
              <dt>{labels.version}</dt>
              <dd>
                <Ltr>{version}</Ltr>
              </dd>
            </div>
          )}
          {minOs && (
            <div>
              <dt>{labels.minOs}</dt>
              <dd>{minOs}</dd>
            </div>
          )}
          {sha256 && (
            <div className="platform__checksum">
              <dt>{labels.sha256}</dt>
              <dd>
                <code dir="ltr">{sha256}</code>
              </dd>
            </div>
          )}
        </dl>
      )}
      {releaseNotes && (
        <SiteFileLink className="platform__notes" href={releaseNotes} aria-describedby={titleId}>
          {labels.releaseNotes}
        </SiteFileLink>
      )}
    </div>
  );
}

/**
 * One card per platform: its four steps, its details when the content gives any, and a download
 * button that opens in a new tab. Every platform is listed alike, in the content's order; the page
 * cannot know the visitor's device, so a small behaviour gives the card for it the badge kept here
 * in a template, and moves that card first.
 */
export function PlatformList({
  platforms,
  copy,
}: {
  platforms: Platform[];
  copy: Pick<DownloadPage, 'buttonLabel' | 'newTabNote' | 'recommended'> &
    Partial<Pick<DownloadPage, 'details'>>;
}) {
  const behaviour = useBehaviour();
  const id = useId();
  return (
    <div {...behaviour('platform-highlight')}>
      <template>
        <p className="platform__recommended">
          <Badge tone="accent">{copy.recommended}</Badge>
        </p>
      </template>
      <CardGrid className="platforms">
        {platforms.map((platform, index) => {
          const titleId = `${id}-${index}`;
          return (
            <li key={platform.title} className="card platform" data-platform-os={platform.os}>
              <h2 className="platform__title" id={titleId}>
                {platform.title}
              </h2>
              <ol className="platform__steps">
                {platform.instructions.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              {copy.details && (
                <PlatformDetails platform={platform} labels={copy.details} titleId={titleId} />
              )}
              <SiteFileLink
                className="button button--primary button--block"
                href={platform.downloadLink}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Download aria-hidden="true" size={18} />
                {fillPlaceholders(copy.buttonLabel, { platform: platform.title })}{' '}
                <span className="visually-hidden">{copy.newTabNote}</span>
              </SiteFileLink>
            </li>
          );
        })}
      </CardGrid>
    </div>
  );
}
