import type { EventsNotice } from './api/get-events';

/** Why no events could be shown (spec section 8 Events): a warning or an error. */
export function Notice({ notice }: { notice?: EventsNotice }) {
  if (!notice) return null;
  return notice.severity === 'error' ? (
    <div className="alert alert-danger" role="alert">
      {notice.text}
    </div>
  ) : (
    <div className="alert alert-warning" role="status">
      {notice.text}
    </div>
  );
}
