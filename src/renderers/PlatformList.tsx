import { Download } from 'lucide-react';
import type { DownloadPage, Platform } from '../../schemas';
import { fill } from '../lib/format';

/** One card per platform: its four steps and a download button that opens in a new tab. */
export function PlatformList({
  platforms,
  copy,
}: {
  platforms: Platform[];
  copy: Pick<DownloadPage, 'buttonLabel' | 'newTabNote'>;
}) {
  return (
    <ul className="platforms">
      {platforms.map((platform) => (
        <li key={platform.title} className="card platform">
          <h2 className="platform__title">{platform.title}</h2>
          <ol className="platform__steps">
            {platform.instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <a
            className="button button--primary button--block"
            href={platform.downloadLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Download aria-hidden="true" size={18} />
            {fill(copy.buttonLabel, { platform: platform.title })}
            <span className="visually-hidden"> {copy.newTabNote}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
