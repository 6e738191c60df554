import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingDots } from '../../components/ui/loading-dots';
import { ApiError, api, messageFrom } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

// Kept here, not in texts.ts: the home page chunk holds those, and sharing the file would split it off.
const T = {
  title: 'Unsubscribe',
  loading: 'Unsubscribing...',
  done: 'You have been unsubscribed from the newsletter.',
  /** When the server answers an error without a message, or does not answer. */
  failed: 'Unsubscribing failed. Please try again later.',
  /** Opened without the token the email's link carries. */
  noToken: 'This link is missing its unsubscribe code. Please open the link from your newsletter email again.',
  home: 'Back to the home page',
} as const;

/** The outcome for one token; while it belongs to another token (or none yet) the page is loading. */
type Outcome = { token: string } & ({ status: 'done' } | { status: 'failed'; message: string });

/** /unsubscribe?token=…: POST /api/newsletter/unsubscribe on load, then the outcome and a way back; without a token, why not. */
export function UnsubscribePage() {
  useDocumentTitle(T.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const missing = { status: 'failed' as const, message: T.noToken };
  const state = !token ? missing : outcome?.token === token ? outcome : { status: 'loading' as const };

  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    api.post('/newsletter/unsubscribe', { token }, { refreshOn401: false }).then(
      () => active && setOutcome({ token, status: 'done' }),
      (error: unknown) => {
        if (!active) return;
        const message = error instanceof ApiError ? messageFrom(error.body) : undefined;
        setOutcome({ token, status: 'failed', message: message ?? T.failed });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

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
