import { act, render, waitFor } from '@testing-library/react';
import { StepUpDialog } from './StepUpDialog';
import { askForStepUp } from './stepUpPrompt';

// The dialog's chunk is gone, as after a deploy that replaced it.
jest.mock('./ConfirmItIsYouDialog', () => {
  throw new Error('Failed to fetch dynamically imported module: /admin/assets/ConfirmItIsYouDialog-old.js');
});

test("a dialog chunk that cannot load fails the waiting call with that error; the panel stays, and the next ask fails too, not waits", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
  const { container } = render(
    <main>
      <p>the panel</p>
      <StepUpDialog />
    </main>,
  );
  let first!: Promise<void>;
  act(() => {
    first = askForStepUp();
  });
  await expect(first).rejects.toThrow('Failed to fetch dynamically imported module');
  expect(container).toHaveTextContent('the panel');

  let second!: Promise<void>;
  act(() => {
    second = askForStepUp();
  });
  await expect(second).rejects.toThrow('Failed to fetch dynamically imported module');
  await waitFor(() => expect(container).toHaveTextContent('the panel'));
});
