import type { Site } from '../../schemas';

/** The site's social networks as a list of links, in the footer and on the contact page alike. */
export function SocialLinks({ links, className }: { links: Site['social']; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
