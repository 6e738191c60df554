import { LoadingDots } from './loading-dots';

/** Covers the page while a request is pending. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="loading-overlay">
      <LoadingDots label={label} height="100%" />
    </div>
  );
}
