import { SocialLinks } from '../../components/layout/social-links';
import { GitHubIcon, LinkedInIcon, XIcon } from './about-icons';

/** Links to a person's professional-network, microblog and code-hosting profiles (those they have). */
export function ProfileLinks({ name, linkedin, twitter, github }: { name: string; linkedin?: string | null; twitter?: string | null; github?: string | null }) {
  const links = [
    { href: linkedin, label: `${name} on LinkedIn`, Icon: LinkedInIcon },
    { href: twitter, label: `${name} on X (Twitter)`, Icon: XIcon },
    { href: github, label: `${name} on GitHub`, Icon: GitHubIcon },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  return links.length === 0 ? null : <SocialLinks links={links} iconSize={18} />;
}
