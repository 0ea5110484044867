import type { KeyFacts, VerifyPage } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { formatDate } from '../../shared/dates';
import { InternalLink, SiteFileLink } from '../ui/InternalLink';
import { groupedFingerprint } from './Canary';
import { SectionHeading } from './SectionHeading';
import './VerifyGuide.css';

/**
 * A fingerprint as `gpg --verify` prints it on its "Primary key fingerprint" line: in groups of
 * four, with two spaces between its halves, so the example matches the reader's screen exactly.
 */
function gpgFingerprint(fingerprint: string): string {
  const groups = groupedFingerprint(fingerprint).split(' ');
  const half = Math.ceil(groups.length / 2);
  return `${groups.slice(0, half).join(' ')}  ${groups.slice(half).join(' ')}`;
}

/**
 * Lines a program prints, or commands a reader types: left to right on every page and never
 * translated by a browser, since the reader compares them with their screen character by character.
 * Each is a line of its own, whose continuation is indented when a phone wraps it, so that one long
 * command never reads as two.
 */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <pre dir="ltr" translate="no" className="commands verify__lines">
      {lines.map((line, index) => (
        <code key={index}>
          {line}
          {index < lines.length - 1 && '\n'}
        </code>
      ))}
    </pre>
  );
}

/** The site's pages a section points to, as a list; nothing when it names none. */
function PageLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  if (links.length === 0) return null;
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <InternalLink to={link.to}>{link.label}</InternalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * How to check a copy of the site: the signing key, with the fingerprint the build read from the
 * key itself; every key the build trusts, with its period, so a rotation reads as one; the commands for each computer; what a good and a bad answer look like; and what a
 * reader on a phone can check. Every word is the editor's, in content/pages/verify.yaml.
 */
export function VerifyGuide({
  copy,
  signingKey,
  locale,
}: {
  copy: VerifyPage;
  signingKey: KeyFacts;
  locale: string;
}) {
  const example = (lines: readonly string[]) =>
    lines.map((line) =>
      fillPlaceholders(line, { name: signingKey.name, fingerprint: gpgFingerprint(signingKey.fingerprint) }),
    );
  return (
    <div className="verify">
      <SectionHeading level={1} heading={copy.heading} />
      {copy.intro.map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}

      <section aria-labelledby="verify-key">
        <h2 id="verify-key">{copy.key.heading}</h2>
        {copy.key.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <dl className="verify__key">
          <dt>{copy.key.fingerprintLabel}</dt>
          <dd>
            <code dir="ltr" translate="no">
              {groupedFingerprint(signingKey.fingerprint)}
            </code>
          </dd>
        </dl>
        <p>
          <SiteFileLink href={signingKey.url} type="application/pgp-keys" download>
            {copy.key.download}
          </SiteFileLink>
        </p>
        {copy.key.compare.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <PageLinks links={copy.key.links} />
      </section>

      {signingKey.trusted && signingKey.trusted.length > 0 && (
        <section aria-labelledby="verify-keys">
          <h2 id="verify-keys">{copy.keys.heading}</h2>
          {copy.keys.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="verify__keys">
            {signingKey.trusted.map((key) => (
              <li key={`${key.purpose} ${key.fingerprint}`}>
                <p className="verify__key-purpose">{copy.keys.purposes[key.purpose]}</p>
                <code dir="ltr" translate="no">
                  {groupedFingerprint(key.fingerprint)}
                </code>
                <p>
                  {key.validUntil
                    ? fillPlaceholders(copy.keys.validBetween, {
                        from: formatDate(key.validFrom, locale),
                        until: formatDate(key.validUntil, locale),
                      })
                    : fillPlaceholders(copy.keys.validFrom, { from: formatDate(key.validFrom, locale) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="verify-computer">
        <h2 id="verify-computer">{copy.computer.heading}</h2>
        {copy.computer.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {copy.computer.systems.map((system, index) => (
          <section key={system.name} aria-labelledby={`verify-system-${index}`}>
            <h3 id={`verify-system-${index}`}>{system.name}</h3>
            <p>{system.intro}</p>
            <Lines lines={system.commands} />
          </section>
        ))}
      </section>

      <section aria-labelledby="verify-results">
        <h2 id="verify-results">{copy.results.heading}</h2>
        {[copy.results.good, copy.results.warning, copy.results.bad].map((answer) => (
          <div key={answer.text} className="verify__answer">
            <p>{answer.text}</p>
            <Lines lines={example(answer.lines)} />
          </div>
        ))}
      </section>

      <section aria-labelledby="verify-phone">
        <h2 id="verify-phone">{copy.phone.heading}</h2>
        {copy.phone.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <PageLinks links={copy.phone.links} />
      </section>
    </div>
  );
}
