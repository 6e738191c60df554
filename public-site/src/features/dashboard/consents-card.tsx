import { ACCOUNT_CONSENT_ENDS, CONSENT_PURPOSE_NAMES, type ConsentPurpose, type Consents, formatDateTime, isRecordedConsentPurpose, type RecordedConsentPurpose } from '@blood-donation/domain';
import { useToast } from '../../lib/toast';
import { useConsents, useGiveConsent, useWithdrawConsent } from './api/consents';
import { DonorPanel } from './donor-panel';
import { CONSENTS_TEXTS as T } from './texts';

type Standing = Consents['purposes'][number];

const when = (iso: string) => formatDateTime(iso);

function standingText({ given, givenAt, version }: Standing): string {
  if (!given) return T.notGiven;
  return givenAt && version ? T.given(when(givenAt), version) : T.givenUnrecorded;
}

function WithdrawButton({ purpose }: { purpose: Exclude<ConsentPurpose, 'account'> }) {
  const { mutateAsync: withdraw, isPending } = useWithdrawConsent();
  const { showToast } = useToast();
  const onClick = async () => {
    try {
      await withdraw(purpose);
      showToast(T.withdrawn, 'success');
    } catch {
      showToast(T.failed, 'error');
    }
  };
  return (
    <button type="button" className="btn btn-outline-danger btn-sm" disabled={isPending} onClick={onClick}>
      {isPending ? T.withdrawing : T.withdraw}
      <span className="visually-hidden">{T.withdrawWhat(CONSENT_PURPOSE_NAMES[purpose])}</span>
    </button>
  );
}

function GiveButton({ purpose }: { purpose: RecordedConsentPurpose }) {
  const { mutateAsync: give, isPending } = useGiveConsent();
  const { showToast } = useToast();
  const onClick = async () => {
    try {
      await give(purpose);
      showToast(T.givenNow, 'success');
    } catch {
      showToast(T.giveFailed, 'error');
    }
  };
  return (
    <button type="button" className="btn btn-outline-primary btn-sm" disabled={isPending} onClick={onClick}>
      {isPending ? T.giving : T.give}
      <span className="visually-hidden">{T.giveWhat(CONSENT_PURPOSE_NAMES[purpose])}</span>
    </button>
  );
}

function ConsentItem({ standing }: { standing: Standing }) {
  const { purpose } = standing;
  return (
    <li className="border-top pt-3 mt-3">
      <h3 className="h6 mb-1">{CONSENT_PURPOSE_NAMES[purpose]}</h3>
      <p className="small mb-1">{standing.statement}</p>
      <p className="small text-body-secondary mb-2">{standingText(standing)}</p>
      {purpose === 'account' && <p className="small text-body-secondary mb-0">{ACCOUNT_CONSENT_ENDS}</p>}
      {purpose !== 'account' && standing.withdrawable && <WithdrawButton purpose={purpose} />}
      {!standing.given && isRecordedConsentPurpose(purpose) && <GiveButton purpose={purpose} />}
    </li>
  );
}

function ConsentHistory({ history }: { history: Consents['history'] }) {
  if (history.length === 0) return null;
  return (
    <details className="mt-3">
      <summary>{T.history}</summary>
      <ul className="small text-body-secondary mt-2 mb-0 ps-3">
        {history.map((record) => (
          <li key={`${record.purpose}-${record.givenAt}`}>
            {T.historyLine(CONSENT_PURPOSE_NAMES[record.purpose], when(record.givenAt), record.version)}
            {record.withdrawnAt && T.historyWithdrawn(when(record.withdrawnAt))}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Each consent: when and to which privacy text, a Withdraw button, and Turn on for those given here (reminders, journey). */
export function ConsentsCard() {
  const { data, isError } = useConsents();
  return (
    <DonorPanel id="consents-title" title={T.title}>
      <p className="text-body-secondary mb-0">{T.intro}</p>
      {isError && !data && <p className="text-danger mt-3 mb-0">{T.loadFailed}</p>}
      {data && (
        <>
          <ul className="list-unstyled mb-0">
            {data.purposes.map((standing) => (
              <ConsentItem key={standing.purpose} standing={standing} />
            ))}
          </ul>
          <ConsentHistory history={data.history} />
        </>
      )}
    </DonorPanel>
  );
}
