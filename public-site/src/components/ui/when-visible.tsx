import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Keeps `minHeight` of room and renders `children` (a lazy part of the page) once that room reaches the screen, so
 * what lies below the first screen adds nothing to what the page loads first. Without IntersectionObserver, at once.
 */
export function WhenVisible({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const room = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const reach = () => setReached(true);
    if (typeof IntersectionObserver === 'undefined') return void queueMicrotask(reach);
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && reach());
    observer.observe(room.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={room} style={{ minHeight }}>
      {reached && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
