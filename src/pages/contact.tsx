import { Mail, Phone } from 'lucide-react';
import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import ContactForm from '../islands/contact-form';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';
import { SocialLinks } from '../renderers/SocialLinks';
import './contact.css';

export const loader = ({ content }: LoaderArgs) => content.single('contactPage');

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.meta };

export function Component() {
  const contact = useLoaded<typeof loader>();
  const site = useSite();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={contact.heading} intro={contact.intro} />
      <div className="contact">
        <ContactForm
          copy={{ formHeading: contact.formHeading, fields: contact.fields, submit: contact.submit }}
          scriptsOff={site.withoutScripts.form}
        />
        <aside className="contact__details">
          <dl className="contact__list">
            <div>
              <dt>
                <Mail aria-hidden="true" size={18} /> {contact.emailLabel}
              </dt>
              <dd>
                {/* An address and a number read left to right on a page of any direction. */}
                <a href={`mailto:${site.email}`} dir="ltr">
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt>
                <Phone aria-hidden="true" size={18} /> {contact.phoneLabel}
              </dt>
              <dd>
                {/* No-break spaces and hyphens keep the number on one line, however narrow the column. */}
                <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                  {site.phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')}
                </a>
              </dd>
            </div>
          </dl>
          <p className="contact__motto">{contact.motto}</p>
          <h2 className="contact__social-heading">{contact.socialHeading}</h2>
          <SocialLinks links={site.social} className="social-links" />
        </aside>
      </div>
    </div>
  );
}
