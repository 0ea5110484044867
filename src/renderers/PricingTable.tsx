import { Check } from 'lucide-react';
import { InternalLink } from '../ui/InternalLink';
import type { Plan } from '../../schemas';
import { mailtoHref } from '../lib/format';
import { Badge } from '../ui/Badge';
import './PricingTable.css';

function PlanButton({ plan, email }: { plan: Plan; email: string }) {
  const { action, label } = plan.cta;
  const className = `button button--block ${plan.featured ? 'button--primary' : 'button--secondary'}`;
  if (action.type === 'email') {
    // A mail link in a new tab: webmail opens a compose window there, a mail app opens directly.
    return (
      <a
        className={className}
        href={mailtoHref(email, action.subject, action.body)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label}
      </a>
    );
  }
  return (
    <InternalLink className={className} to={action.to}>
      {label}
    </InternalLink>
  );
}

/** The plans side by side, the featured one raised. */
export function PricingTable({ plans, email }: { plans: Plan[]; email: string }) {
  return (
    <ul className="pricing">
      {plans.map((plan) => (
        <li key={plan.id} className={`card plan${plan.featured ? ' plan--featured' : ''}`}>
          <div className="plan__head">
            <h3 className="plan__name">{plan.name}</h3>
            {plan.badge && <Badge tone={plan.featured ? 'accent' : 'muted'}>{plan.badge}</Badge>}
          </div>
          <p className="plan__price">
            <span className="plan__amount">{plan.price}</span>{' '}
            <span className="plan__period">{plan.period}</span>
          </p>
          <p className="plan__description">{plan.description}</p>
          <ul className="plan__features">
            {plan.features.map((feature) => (
              <li key={feature}>
                <Check aria-hidden="true" size={18} />
                {feature}
              </li>
            ))}
          </ul>
          <PlanButton plan={plan} email={email} />
        </li>
      ))}
    </ul>
  );
}
