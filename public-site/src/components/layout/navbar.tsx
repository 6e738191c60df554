import { mayOpenAdminPanel } from '@blood-donation/domain';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { PATHS } from '../../lib/paths';
import { SESSION_TEXTS } from '@blood-donation/domain';
import { SITE_NAME } from '../../lib/site';
import { useLogout } from '../../lib/use-logout';
import { LazyConfirmDialog } from '../ui/lazy-confirm-dialog';
import { MenuCollapse } from './menu-collapse';
import { PAGE_LINK } from './page-links';
import { DropIcon } from '../ui/icons';
import { ThemeToggle } from './theme-toggle';

const LINKS = [PAGE_LINK.home, PAGE_LINK.aboutUs, PAGE_LINK.contactUs, PAGE_LINK.events, PAGE_LINK.faqs];

export function AppNavbar() {
  const { session, roles } = useAuth();
  const logout = useLogout();
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const collapse = () => setExpanded(false);

  const confirmLogout = async () => {
    setConfirming(false);
    collapse();
    await logout();
  };

  return (
    <header>
      {/* Bootstrap's navbar markup: react-bootstrap's Navbar would bring Offcanvas and Modal code into /. */}
      <nav className="navbar navbar-expand-lg app-navbar" aria-label="Main">
        <div className="container">
          <Link className="navbar-brand d-flex align-items-center gap-2" to={PATHS.home} onClick={collapse}>
            <DropIcon className="brand-drop" />
            {SITE_NAME}
          </Link>
          <div className="d-flex align-items-center gap-1 order-lg-last">
            <ThemeToggle />
            <button
              type="button"
              className="navbar-toggler"
              aria-controls="main-menu"
              aria-expanded={expanded}
              aria-label="Toggle navigation"
              onClick={() => setExpanded((open) => !open)}
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>
          <MenuCollapse id="main-menu" expanded={expanded}>
            <ul className="navbar-nav me-auto mb-2 mb-lg-0">
              {LINKS.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink className="nav-link" to={link.to} end onClick={collapse}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {/* Where the login sends each role: the panel's roles to the admin panel, any other to the User Dashboard. */}
              {session && (
                <li className="nav-item">
                  {mayOpenAdminPanel(roles) ? (
                    // The admin panel is a separate app: a plain link makes the full page load.
                    <a className="nav-link" href={PATHS.adminDashboard}>
                      Admin Dashboard
                    </a>
                  ) : (
                    <NavLink className="nav-link" to={PATHS.userDashboard} onClick={collapse}>
                      User Dashboard
                    </NavLink>
                  )}
                </li>
              )}
            </ul>
            <div className="d-flex flex-wrap gap-2 pb-2 pb-lg-0 me-lg-2">
              {session ? (
                <>
                  <Link className="btn btn-outline-light" to={PATHS.profile} onClick={collapse}>
                    Profile
                  </Link>
                  <button type="button" className="btn btn-outline-light" onClick={() => setConfirming(true)}>
                    {SESSION_TEXTS.logout}
                  </button>
                </>
              ) : (
                <>
                  <Link className="btn btn-outline-light" to={PATHS.register} onClick={collapse}>
                    Sign Up
                  </Link>
                  <Link className="btn btn-light" to={PATHS.login} onClick={collapse}>
                    Login
                  </Link>
                </>
              )}
            </div>
          </MenuCollapse>
        </div>
      </nav>
      <LazyConfirmDialog
        show={confirming}
        title={SESSION_TEXTS.logout}
        message={SESSION_TEXTS.logoutQuestion}
        confirmLabel={SESSION_TEXTS.logoutConfirm}
        cancelLabel={SESSION_TEXTS.logoutCancel}
        onConfirm={() => void confirmLogout()}
        onCancel={() => setConfirming(false)}
      />
    </header>
  );
}
