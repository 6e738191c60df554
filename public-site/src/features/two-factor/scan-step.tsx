import type { TotpEnrolment } from '@blood-donation/domain';
import { useId } from 'react';
import { QrCode } from '../../components/ui/qr-code';
import { CodeForm } from './code-form';
import { StepHeading } from './step-heading';
import { SETUP_TEXTS as T } from './texts';
import { useCopy } from './use-copy';

/** The new secret as a QR code and as text to type in (with Copy), then the app's first code to confirm it. */
export function ScanStep({ enrolment, level, onCode, onCancel }: { enrolment: TotpEnrolment; level: 2 | 3; onCode: (code: string) => Promise<void>; onCancel: () => void }) {
  const secretId = useId();
  const copy = useCopy();
  return (
    <div>
      <StepHeading level={level}>{T.scanTitle}</StepHeading>
      <p>{T.scanIntro}</p>
      <QrCode text={enrolment.otpauthUrl} label={T.qrLabel} />
      <div className="my-3">
        <label className="form-label" htmlFor={secretId}>
          {T.secretLabel}
        </label>
        <textarea
          id={secretId}
          className="form-control font-monospace"
          style={{ resize: 'none', wordBreak: 'break-all', letterSpacing: '0.05em' }}
          value={enrolment.secret}
          rows={2}
          readOnly
          spellCheck={false}
          aria-describedby={`${secretId}-hint`}
        />
        <div id={`${secretId}-hint`} className="form-text mb-2">
          {T.secretHint}
        </div>
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy(enrolment.secret, T.secretCopied)}>
          {T.copySecret}
        </button>
      </div>
      <CodeForm onCode={onCode} onCancel={onCancel} />
    </div>
  );
}
