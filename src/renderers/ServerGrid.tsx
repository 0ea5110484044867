import type { Server, ServerPage } from '../../schemas';
import { flagUrl, type FlagSettings } from '../../shared/flags';
import { fillPlaceholders } from '../../schemas/placeholders';
import { useSiteAddress } from '../lib/locale';
import { useWriteNumber } from '../lib/numbers';
import { Badge } from '../ui/Badge';
import { CardGrid } from '../ui/CardGrid';
import './ServerGrid.css';

/** The server locations as cards: flag, country, status as a word, and latency. */
export function ServerGrid({
  servers,
  copy,
  flags,
}: {
  servers: Server[];
  copy: Pick<ServerPage, 'online' | 'offline' | 'latency' | 'flagAlt'>;
  flags: FlagSettings;
}) {
  const writeNumber = useWriteNumber();
  const address = useSiteAddress();
  return (
    <CardGrid className="server-grid">
      {servers.map((server) => (
        <li key={server.code} className="card server-card">
          <img
            className="server-card__flag"
            src={address(flagUrl(flags, server.code))}
            alt={fillPlaceholders(copy.flagAlt, { country: server.country })}
            width={40}
            height={30}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
          />
          <h2 className="server-card__country">{server.country}</h2>
          {server.status === 'online' ? (
            <Badge tone="success">{copy.online}</Badge>
          ) : (
            <Badge tone="danger">{copy.offline}</Badge>
          )}
          <p className="server-card__latency">
            {fillPlaceholders(copy.latency, { latency: writeNumber(server.latency) })}
          </p>
        </li>
      ))}
    </CardGrid>
  );
}
