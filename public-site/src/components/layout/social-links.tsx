import type { ComponentType } from 'react';
import type { IconProps } from '../ui/icons';

export interface SocialLink {
  href: string;
  label: string;
  Icon: ComponentType<IconProps>;
}

/** A row of icon links to profiles on other sites: each is named by its label and opens in a new tab. */
export function SocialLinks({ links, iconSize }: { links: readonly SocialLink[]; iconSize: number }) {
  return (
    <ul className="list-inline mb-0">
      {links.map(({ href, label, Icon }) => (
        <li className="list-inline-item" key={label}>
          <a className="social-link" href={href} aria-label={label} title={label} target="_blank" rel="noopener noreferrer">
            <Icon size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
