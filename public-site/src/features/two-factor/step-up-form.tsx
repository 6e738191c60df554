import { CodeForm } from './code-form';
import { stepUpWithCode } from './api/remove-app';
import { StepHeading } from './step-heading';
import { TWO_FACTOR_CARD_TEXTS as T } from './texts';

/** 'Confirm it is you': the app's current code (POST /api/auth/step-up) before the removal goes on. */
export function StepUpForm({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const confirm = async (code: string) => {
    await stepUpWithCode(code);
    onConfirmed();
  };
  return (
    <div className="border-top pt-2 mt-3">
      <StepHeading level={3}>{T.stepUpTitle}</StepHeading>
      <p>{T.stepUpIntro}</p>
      <CodeForm onCode={confirm} onCancel={onCancel} />
    </div>
  );
}
