import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading, h2 on its own page and h3 in a dashboard card. It takes the focus when the step opens: the button
 * that led here is gone, and a screen reader goes on from the step's heading.
 */
export function StepHeading({ level, id, children }: { level: 2 | 3; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading ref={ref} id={id} tabIndex={-1} className="h6 mt-3">
      {children}
    </Heading>
  );
}
