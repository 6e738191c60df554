import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { LogoutButton } from './LogoutButton';
import { ThemeToggleButton } from './ThemeToggleButton';

/** The page title (not a heading: each page has its own h1), reload, theme toggle and logout. */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={false}
      toolbar={
        <>
          <LoadingIndicator />
          <ThemeToggleButton />
          <LogoutButton />
        </>
      }
    >
      <TitlePortal component="span" />
    </RaAppBar>
  );
}
