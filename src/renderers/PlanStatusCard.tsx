import { CircleCheck } from 'lucide-react';
import { InternalLink } from '../ui/InternalLink';
import type { PlanStatus, StatusPage } from '../../schemas';
import { formatDate } from '../lib/format';
import { Badge } from '../ui/Badge';
import './PlanStatusCard.css';

/** The visitor's plan: name, status, dates, price and what it includes. */
export function PlanStatusCard({
  plan,
  copy,
  locale,
}: {
  plan: PlanStatus;
  copy: Omit<StatusPage, 'meta'>;
  locale: string;
}) {
  return (
    <section className="card status-card" aria-labelledby="status-heading">
      <div className="status-card__head">
        <h1 id="status-heading">{copy.heading}</h1>
        <Badge tone="success">{plan.status}</Badge>
      </div>
      <p className="status-card__plan">{plan.name}</p>
      <dl className="status-card__facts">
        <div>
          <dt>{copy.startedLabel}</dt>
          <dd>
            <time dateTime={plan.startedOn}>{formatDate(plan.startedOn, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{copy.renewsLabel}</dt>
          <dd>
            <time dateTime={plan.renewsOn}>{formatDate(plan.renewsOn, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{copy.priceLabel}</dt>
          <dd>{plan.price}</dd>
        </div>
      </dl>
      <h2 className="status-card__subheading">{copy.featuresHeading}</h2>
      <ul className="status-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CircleCheck aria-hidden="true" size={18} />
            {feature}
          </li>
        ))}
      </ul>
      <InternalLink className="button button--secondary" to={copy.manageLink.to}>
        {copy.manageLink.label}
      </InternalLink>
    </section>
  );
}
