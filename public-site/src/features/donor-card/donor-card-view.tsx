import { DONOR_CARD_TEXTS as T, type DonorCard, formatDay, formatMomentIn, shortCodeForReading } from '@blood-donation/domain';
import type { ReactNode } from 'react';
import { QrCode } from '../../components/ui/qr-code';
import { SITE_TIME_ZONE } from '../../lib/site-settings';

/**
 * The card itself: who, blood group, donations, when they may give again, the QR code with the short code under it,
 * and until when it works. `badges` is where the donor's milestones show (issue 24 point 3) when there are any.
 */
export function DonorCardView({ card, today, badges }: { card: DonorCard; today: string; badges?: ReactNode }) {
  const mayGiveNow = card.nextEligibleDate <= today;
  return (
    <article className="card shadow-sm" aria-labelledby="donor-card-name">
      <div className="card-body">
        <h2 id="donor-card-name" className="h4 mb-3 text-break">
          {card.username}
        </h2>
        <dl className="row mb-3">
          <dt className="col-6">{T.bloodGroup}</dt>
          <dd className="col-6" data-testid="donor-card-blood-group">
            {card.bloodGroupConfirmed && card.bloodGroup ? <strong className="fs-5">{card.bloodGroup}</strong> : <span>{T.notConfirmed}</span>}
          </dd>
          <dt className="col-6">{T.donations}</dt>
          <dd className="col-6" data-testid="donor-card-donations">
            {card.donations}
          </dd>
          <dt className="col-6">{T.nextEligible}</dt>
          <dd className="col-6 mb-0">{mayGiveNow ? T.today : formatDay(card.nextEligibleDate)}</dd>
        </dl>
        {badges}
        <QrCode text={card.token} label={T.qrLabel(card.shortCode)} />
        <p className="text-center mt-3 mb-1 small text-body-secondary">{T.shortCode}</p>
        <p className="text-center font-monospace fw-bold mb-3" style={{ fontSize: '2rem', letterSpacing: '0.15em' }} data-testid="donor-card-short-code">
          {shortCodeForReading(card.shortCode)}
        </p>
        <p className="small text-body-secondary mb-0">{T.expires(formatMomentIn(card.expiresAt, SITE_TIME_ZONE))}</p>
      </div>
    </article>
  );
}
