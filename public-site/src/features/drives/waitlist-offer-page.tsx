import { WAITLIST_SCREEN_TEXTS as T, formatMomentIn } from '@blood-donation/domain';
import { useParams } from 'react-router-dom';
import { failureText } from '../../components/appointment/call-failure';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOfferAnswers, useWaitlistOffer } from '../../lib/waitlist';

/**
 * /waitlist-offers/{token}: the emailed link of a waitlist offer (no login). It shows the held time and books it or
 * lets it go; a link already answered, expired or unknown says so under the same heading.
 */
export function WaitlistOfferPage() {
  useDocumentTitle(T.offerTitle);
  const token = useParams().token ?? '';
  const offer = useWaitlistOffer(token);
  const { accept, decline } = useOfferAnswers(token);
  const answered = accept.isSuccess ? T.accepted : decline.isSuccess ? decline.data.message : null;
  const failure = offer.isError ? failureText(offer.error) : accept.isError ? failureText(accept.error) : decline.isError ? failureText(decline.error) : null;
  const busy = accept.isPending || decline.isPending;
  return (
    <section className="container py-4 py-md-5">
      <h1>{T.offerTitle}</h1>
      <div aria-live="polite">
        {answered && <p className="alert alert-success">{answered}</p>}
        {failure && (
          <p className="alert alert-danger" role="alert">
            {failure}
          </p>
        )}
      </div>
      {offer.isPending && <p>{T.loading}</p>}
      {offer.data && !answered && (
        <>
          <p className="text-break">
            {T.offerIntro(offer.data.driveName, formatMomentIn(offer.data.start, SITE_TIME_ZONE), formatMomentIn(offer.data.expiresAt, SITE_TIME_ZONE))}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => accept.mutate()}>
              {T.accept}
            </button>
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => decline.mutate()}>
              {T.decline}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
