import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

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

/**
 * A static part of a prerendered page whose code comes once it nears the screen: until then React keeps the
 * prerendered HTML as it is (a lazy component suspended in hydration), so what lies below the first screen adds
 * nothing to what the page loads first. `elementId` names an element of the part in that HTML. Where the page was
 * not prerendered (the element is not there yet), at prerendering and without IntersectionObserver: at once.
 * Render it inside a <Suspense>.
 */
export function lazyWhenVisible<Props extends object>(elementId: string, load: () => Promise<ComponentType<Props>>) {
  const near = () =>
    new Promise<void>((resolve) => {
      const element = typeof document === 'undefined' ? null : document.getElementById(elementId);
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && (observer.disconnect(), resolve()), { rootMargin: '200px' });
      observer.observe(element);
    });
  return lazy(() => near().then(load).then((component) => ({ default: component })));
}
