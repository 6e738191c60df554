import { ApiError, messageFrom, NEWSLETTER_MESSAGES } from '@blood-donation/domain';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingDots } from '../../components/ui/loading-dots';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUnsubscribe } from './api/unsubscribe';

// Kept here, not in texts.ts: the home page chunk holds those, and sharing the file would split it off.
const T = {
  title: 'Unsubscribe',
  loading: 'Unsubscribing...',
  done: NEWSLETTER_MESSAGES.unsubscribed,
  /** When the server answers an error without a message, or does not answer. */
  failed: 'Unsubscribing failed. Please try again later.',
  /** Opened without the token the email's link carries. */
  noToken: 'This link is missing its unsubscribe code. Please open the link from your newsletter email again.',
  home: 'Back to the home page',
} as const;

/** /unsubscribe?token=…: POST /api/newsletter/unsubscribe on load, then the outcome and a way back; without a token, why not. */
export function UnsubscribePage() {
  useDocumentTitle(T.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate: unsubscribe, variables, isSuccess, error } = useUnsubscribe();

  useEffect(() => {
    if (token) unsubscribe(token);
  }, [token, unsubscribe]);

  // The outcome for this token; while the call for it is out (or not yet sent) the page is loading.
  let state: { status: 'loading' } | { status: 'done' } | { status: 'failed'; message: string } = { status: 'loading' };
  if (!token) state = { status: 'failed', message: T.noToken };
  else if (variables === token && isSuccess) state = { status: 'done' };
  else if (variables === token && error) state = { status: 'failed', message: (error instanceof ApiError ? messageFrom(error.body) : undefined) ?? T.failed };

  return (
    <section className="container py-5">
      <div className="col-lg-8 mx-auto text-center">
        <h1 className="mb-4">{T.title}</h1>
        {state.status === 'loading' ? (
          <LoadingDots label={T.loading} height="6rem" />
        ) : (
          <>
            <p className={`lead mb-4${state.status === 'failed' ? ' text-danger-emphasis' : ''}`} role="status">
              {state.status === 'done' ? T.done : state.message}
            </p>
            <Link className="btn btn-primary" to={PATHS.home}>
              {T.home}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
