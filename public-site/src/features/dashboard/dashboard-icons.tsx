import { Icon, type IconProps } from '../../components/ui/icons';

export const DonateIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2.5c-.3 0-.6.2-.8.4C9.4 5.4 5 11.2 5 14.8a7 7 0 0 0 14 0c0-3.6-4.4-9.4-6.2-11.9-.2-.2-.5-.4-.8-.4zm-1 9.5h2v2h2v2h-2v2h-2v-2H9v-2h2z" />
  </Icon>
);

export const RequestIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm8 1.5V8h4.5zM11 11v3H8v2h3v3h2v-3h3v-2h-3v-3z" />
  </Icon>
);

export const HistoryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 3a9 9 0 0 0-9 9H1l3.9 3.9L8.8 12H6a7 7 0 1 1 2.1 5l-1.4 1.4A9 9 0 1 0 13 3zm-1 5v5l4.3 2.5.7-1.2-3.5-2.1V8z" />
  </Icon>
);

export const ListIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h2v2H4zm4 0h12v2H8zm-4 6h2v2H4zm4 0h12v2H8zm-4 6h2v2H4zm4 0h12v2H8z" />
  </Icon>
);

export const KeyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 10a5 5 0 1 1 4.9 6H11v2H9v2H6v-2.6l5.1-5.1A5 5 0 0 1 7 10zm5-2a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
  </Icon>
);

/** The donor card: a card with a QR-like square. */
export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v12h16V6zm2 2h5v5H6zm1.5 1.5v2h2v-2zM13 9h5v1.5h-5zm0 3h5v1.5h-5zm-7 3h12v1.5H6z" />
  </Icon>
);
