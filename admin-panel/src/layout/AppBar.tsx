import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { LogoutButton } from './LogoutButton';
import { ThemeToggleButton } from './ThemeToggleButton';

/** The page title (not a heading: each page has its own h1), reload, theme toggle and logout; the menu is a drawer on a phone. */
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
      {/* On a phone the title may take two lines rather than be cut ('Blood Requests History'). */}
      {/* minWidth 0: a long word shrinks the title, never pushes Logout off the screen. */}
      <TitlePortal component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: { xs: 'normal', sm: 'nowrap' }, fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: 1.25 }} />
    </RaAppBar>
  );
}
