import { Icon, type IconProps } from '../../components/ui/icons';

// Here, not in components/ui/icons.tsx: that module is in the chunk every page loads (vite.config.mts, app-shared),
// and only the password fields of the login and register pages show these.

export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
  </Icon>
);

export const EyeSlashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.3 2 2 3.3l3.3 3.3C3.5 8 2.2 10.1 1.5 12c1.2 2.7 5 7 10.5 7 1.9 0 3.6-.5 5-1.3l3.7 3.7 1.3-1.3zM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.5.5-2.1l1.6 1.6a2.5 2.5 0 0 0 2.9 2.9l1.6 1.6c-.6.3-1.3.5-2.1.5zM12 5c-1.3 0-2.5.2-3.6.6l2 2c.5-.1 1-.1 1.6-.1a4.5 4.5 0 0 1 4.5 4.5c0 .5-.1 1.1-.2 1.6l3.2 3.2c1.4-1.3 2.5-2.9 3-3.8C21.3 9.3 17.5 5 12 5z" />
  </Icon>
);
