import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ArrowUpIcon } from '../ui/icons';

export const SCROLL_BUTTON_THRESHOLD_PX = 300;

/** Every route change starts at the top of the page; one to a #part of a page is left to that page to scroll to it. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** A button that appears once the page is scrolled beyond 300 px. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_BUTTON_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="btn btn-primary scroll-top-button"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
