import { GitHubIcon, LinkedInIcon, XIcon } from './about-icons';

/** Links to a person's professional-network, microblog and code-hosting profiles (those they have). */
export function ProfileLinks({ name, linkedin, twitter, github }: { name: string; linkedin?: string | null; twitter?: string | null; github?: string | null }) {
  const links = [
    { href: linkedin, label: `${name} on LinkedIn`, Icon: LinkedInIcon },
    { href: twitter, label: `${name} on X (Twitter)`, Icon: XIcon },
    { href: github, label: `${name} on GitHub`, Icon: GitHubIcon },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="list-inline mb-0">
      {links.map(({ href, label, Icon }) => (
        <li className="list-inline-item" key={label}>
          <a className="social-link" href={href} aria-label={label} title={label} target="_blank" rel="noopener noreferrer">
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
