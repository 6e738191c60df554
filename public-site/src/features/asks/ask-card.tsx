import { type DonorAnswer, formatDateTime, formatDay, statusColors, URGENT_BADGE_COLORS } from '@blood-donation/domain';
import { useId } from 'react';
import { ColorBadge } from '../../components/ui/color-badge';
import type { DonorAsk } from './api/get-asks';
import { MY_ASKS_TEXTS as T } from './texts';

const ANSWER_LABELS: Record<DonorAnswer, string> = { yes: T.yes, no: T.no };

/** A calendar day (YYYY-MM-DD) as the browser writes dates, read as that day wherever the browser is. */
const dayOf = (day: string | null) => (day ? formatDay(day) : T.notGiven);

interface AskCardProps {
  ask: DonorAsk;
  /** An answer of this ask is on its way: both buttons wait. */
  answering: boolean;
  onAnswer: (answer: DonorAnswer) => void;
}

/** One ask: where, which group, how soon; the donor's answer and, once they said yes, whom to call. */
export function AskCard({ ask, answering, onAnswer }: AskCardProps) {
  const titleId = useId();
  const open = ask.status === 'Approved';
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column gap-2">
        <h2 className="h5 card-title mb-0 d-flex flex-wrap align-items-center gap-2" id={titleId}>
          {T.cardTitle(ask.bloodGroup, ask.city)}
          {ask.urgent && <ColorBadge label={T.urgent} colors={URGENT_BADGE_COLORS} />}
        </h2>
        <dl className="row mb-0 small">
          <dt className="col-5">{T.hospital}</dt>
          <dd className="col-7 mb-1 text-break">{ask.hospital || T.notGiven}</dd>
          <dt className="col-5">{T.neededBy}</dt>
          <dd className="col-7 mb-1">{dayOf(ask.neededBy)}</dd>
          <dt className="col-5">{T.askedOn}</dt>
          <dd className="col-7 mb-1">{formatDateTime(ask.askedAt)}</dd>
          <dt className="col-5">{T.status}</dt>
          <dd className="col-7 mb-1">
            <ColorBadge label={ask.status} colors={statusColors(ask.status)} />
          </dd>
          <dt className="col-5">{T.yourAnswer}</dt>
          <dd className="col-7 mb-1">{ask.answer ? ANSWER_LABELS[ask.answer] : T.notAnswered}</dd>
        </dl>
        {ask.requester && (
          <p className="mb-0">
            {T.callAbout(ask.requester.name)}{' '}
            <a className="text-nowrap" href={`tel:${ask.requester.mobile.replace(/[^\d+]/g, '')}`}>
              {ask.requester.mobile}
            </a>
          </p>
        )}
        {open ? (
          <div className="d-flex flex-wrap gap-2 mt-auto pt-2">
            {(['yes', 'no'] as const).map((answer) => (
              <button
                key={answer}
                type="button"
                className={`btn btn-sm ${answer === 'yes' ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={ask.answer === answer}
                disabled={answering}
                onClick={() => onAnswer(answer)}
              >
                {ANSWER_LABELS[answer]}
              </button>
            ))}
          </div>
        ) : (
          <p className="text-body-secondary small mb-0 mt-auto">{T.closed}</p>
        )}
      </div>
    </article>
  );
}
