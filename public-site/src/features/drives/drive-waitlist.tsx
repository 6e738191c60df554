import { WAITLIST_SCREEN_TEXTS as T, formatMomentIn } from '@blood-donation/domain';
import { useState } from 'react';
import { failureText } from '../../components/appointment/call-failure';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { useDriveWaitlist, useMyWaitlist, useWaitlistChanges } from '../../lib/waitlist';

/**
 * Under a drive's times: when every time is full, 'Join the waitlist'; once on it, the donor's place (or the time
 * held for them) and 'Leave the waitlist'. A refusal is the server's text, as it is.
 */
export function DriveWaitlist({ driveId }: { driveId: number }) {
  const status = useDriveWaitlist(driveId);
  const mine = useMyWaitlist();
  const { join, leave } = useWaitlistChanges(driveId);
  const [failure, setFailure] = useState<string | null>(null);
  // Nothing until the donor's own waitlist has come: a donor already on it must not see 'Join' first.
  if (mine.isPending) return null;
  const entry = mine.data?.find((one) => one.driveId === driveId);
  if (!entry && !status.data?.open) return null;
  const onError = (error: unknown) => setFailure(failureText(error));
  const run = (change: () => void) => {
    setFailure(null);
    change();
  };
  const busy = join.isPending || leave.isPending;
  return (
    <section aria-labelledby="drive-waitlist-title" className="mt-4">
      <h2 id="drive-waitlist-title" className="h4">
        {T.title}
      </h2>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      <div aria-live="polite">
        {entry?.offer ? (
          <p>{T.held(formatMomentIn(entry.offer.start, SITE_TIME_ZONE), formatMomentIn(entry.offer.expiresAt, SITE_TIME_ZONE))}</p>
        ) : entry ? (
          <p>{T.waiting(entry.position)}</p>
        ) : (
          <p>{T.allFull}</p>
        )}
      </div>
      {entry ? (
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => run(() => leave.mutate(undefined, { onError }))}>
          {T.leave}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => run(() => join.mutate(undefined, { onError }))}>
          {T.join}
        </button>
      )}
    </section>
  );
}
