import socialIcons from '../../assets/social-icons.svg?no-inline';
import { Icon, type IconProps } from '../ui/icons';

/**
 * The other sites' logos, drawn from one cached SVG sprite (assets/social-icons.svg) instead of path data in the
 * script every page loads: the footer shows them on every page, and / has a 90 KB JavaScript budget.
 */
const spriteIcon = (id: string) =>
  function SpriteIcon(props: IconProps) {
    return (
      <Icon {...props}>
        <use href={`${socialIcons}#${id}`} />
      </Icon>
    );
  };

export const FacebookIcon = spriteIcon('facebook');
export const XIcon = spriteIcon('x');
export const InstagramIcon = spriteIcon('instagram');
export const LinkedInIcon = spriteIcon('linkedin');
export const YouTubeIcon = spriteIcon('youtube');
