import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * Slides per view by width, as the spec's breakpoints (1920 ... 320) give them: the smallest breakpoint at or above
 * the width applies; 4 above them all.
 */
const BREAKPOINTS: readonly (readonly [number, number])[] = [
  [320, 1],
  [480, 1],
  [600, 1],
  [760, 2],
  [860, 2],
  [1024, 3],
  [1280, 3],
  [1440, 4],
  [1920, 4],
];

export function slidesForWidth(width: number): number {
  return BREAKPOINTS.find(([breakpoint]) => width <= breakpoint)?.[1] ?? 4;
}

/** The width of `element`, followed as it changes. */
function useWidth(ref: { current: HTMLElement | null }): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return width;
}

export interface CarouselProps<T> {
  /** The region's name, e.g. 'Upcoming events'; the buttons say 'Previous upcoming events' and 'Next upcoming events'. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * A carousel without autoplay: a transform track moved one slide at a time by the previous/next buttons (or the
 * arrow keys inside it). Slides out of view are hidden from assistive technology and from the tab order.
 */
export function Carousel<T>({ label, items, getKey, renderItem }: CarouselProps<T>) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const perView = slidesForWidth(useWidth(viewportRef));
  const [index, setIndex] = useState(0);
  const maxStart = Math.max(0, items.length - perView);
  const start = Math.min(index, maxStart);
  const lower = label.charAt(0).toLowerCase() + label.slice(1);

  const go = (step: number) => setIndex(Math.max(0, Math.min(maxStart, start + step)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const last = Math.min(items.length, start + perView);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="event-carousel" onKeyDown={onKeyDown}>
      <div className="d-flex justify-content-end gap-2 mb-2">
        <button type="button" className="btn btn-outline-primary btn-sm carousel-nav" aria-label={`Previous ${lower}`} disabled={start === 0} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm carousel-nav" aria-label={`Next ${lower}`} disabled={start >= maxStart} onClick={() => go(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div ref={viewportRef} className="carousel-viewport">
        <div className="carousel-track" style={{ transform: `translateX(-${(start * 100) / perView}%)` }}>
          {items.map((item, position) => {
            const shown = position >= start && position < last;
            return (
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${items.length}`}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                className="carousel-slide"
                style={{ flexBasis: `${100 / perView}%` }}
              >
                {renderItem(item)}
              </div>
            );
          })}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {items.length > 0 ? `Showing ${start + 1} to ${last} of ${items.length}` : ''}
      </p>
    </div>
  );
}
