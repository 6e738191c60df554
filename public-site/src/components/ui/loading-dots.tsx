/** Three dots: the second appears after 100 ms, the third after 200 ms (spec section 9). */
export function LoadingDots({ label = 'Loading...', height = '75vh' }: { label?: string; height?: string }) {
  return (
    <div className="loading-dots" role="status" style={{ minHeight: height }}>
      <span className="loading-dot" aria-hidden="true" />
      <span className="loading-dot" aria-hidden="true" />
      <span className="loading-dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
