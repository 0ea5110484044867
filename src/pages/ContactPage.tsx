import { Mail, Phone } from 'lucide-react';
import contact from 'virtual:content/contactPage';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { ContactForm } from '../renderers/ContactForm';
import { SectionHeading } from '../renderers/SectionHeading';

export const handle: PageHandle = { meta: () => contact.meta };

export function Component() {
  return (
    <div className="container page">
      <SectionHeading level={1} heading={contact.heading} intro={contact.intro} />
      <div className="contact">
        <ContactForm copy={contact} />
        <aside className="contact__details">
          <dl className="contact__list">
            <div>
              <dt>
                <Mail aria-hidden="true" size={18} /> {contact.emailLabel}
              </dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Phone aria-hidden="true" size={18} /> {contact.phoneLabel}
              </dt>
              <dd>
                <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</a>
              </dd>
            </div>
          </dl>
          <p className="contact__motto">{contact.motto}</p>
          <h2 className="contact__social-heading">{contact.socialHeading}</h2>
          <ul className="social-links">
            {site.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
