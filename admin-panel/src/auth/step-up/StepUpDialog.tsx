import { Component, type ReactNode, Suspense, useState } from 'react';
import { lazyScreen } from '../../layout/lazyScreen';
import { stepUpCancelled, useStepUpPrompt } from './stepUpPrompt';

const ConfirmItIsYouDialog = lazyScreen(() => import('./ConfirmItIsYouDialog'), 'ConfirmItIsYouDialog');

/**
 * The dialog's chunk could not load (a deploy replaced it, the network dropped): the waiting calls fail with that
 * error, and their screens say so, rather than wait for ever or take the panel down. Tried again at the next prompt.
 */
class FailTheWaitingCalls extends Component<{ children: ReactNode; prompt: boolean }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    stepUpCancelled(error);
  }

  componentDidUpdate(previous: { prompt: boolean }) {
    if (this.state.failed && this.props.prompt && !previous.prompt) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
    <FailTheWaitingCalls prompt={open}>
      <Suspense fallback={null}>
        <ConfirmItIsYouDialog />
      </Suspense>
    </FailTheWaitingCalls>
  ) : null;
}
