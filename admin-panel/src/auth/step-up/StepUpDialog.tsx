import { Suspense, useState } from 'react';
import { lazyScreen } from '../../layout/lazyScreen';
import { useStepUpPrompt } from './stepUpPrompt';

const ConfirmItIsYouDialog = lazyScreen(() => import('./ConfirmItIsYouDialog'), 'ConfirmItIsYouDialog');

/**
 * Where 'Confirm it is you' appears (in the panel's Notifications): nothing until an action first needs the check,
 * then the dialog, from its own chunk, so the panel's first screen loads neither it nor zod. Once loaded it stays
 * mounted, and opens and closes with the prompt.
 */
export function StepUpDialog() {
  const open = useStepUpPrompt();
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <ConfirmItIsYouDialog />
    </Suspense>
  ) : null;
}
