import { errorMessage, messageFrom } from '@blood-donation/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConfirmEmailChange } from './api/profile';
import { CONFIRM_EMAIL_TEXTS as T } from './texts';

/** /confirm-email?token=…: the link sent to a new address; it confirms once on opening. */
export function ConfirmEmailPage() {
  useDocumentTitle(T.title);
  const [params] = useSearchParams();
  const token = params.get('token');
  const { mutateAsync: confirm } = useConfirmEmailChange();
  const [outcome, setOutcome] = useState<string | null>(token ? null : T.noToken);
  // The link works once: strict mode's second effect must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm(token).then(
      (answer) => setOutcome(messageFrom(answer) ?? T.confirming),
      (error: unknown) => setOutcome(errorMessage(error, T)),
    );
  }, [confirm, token]);

  return (
    <section className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="mb-3">{T.title}</h1>
      <p role="status">{outcome ?? T.confirming}</p>
      <Link to={PATHS.profile}>{T.toProfile}</Link>
    </section>
  );
}
