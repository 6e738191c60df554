import { ACCOUNT_DELETION_MESSAGES, type AccountDeletion, accountDeletionSchema, ApiError, errorMessage, fieldErrorsFrom } from '@blood-donation/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { AppForm } from '../../components/ui/app-form';
import { TextField } from '../../components/ui/form-field';
import { WarningIcon } from '../../components/ui/icons';
import { useLogout } from '../../lib/use-logout';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useDeleteMyAccount } from './api/your-data';
import { YOUR_DATA_TEXTS as T } from './texts';

const EMPTY: AccountDeletion = { password: '' };
/** Long enough to read the confirmation on the login page. */
const CONFIRMATION_MS = 15_000;

/**
 * 'Delete my account': what goes and what stays, and the password asked again. Once deleted, the donor is logged out
 * (nothing of theirs left in this browser: session and cached answers) and sees the server's confirmation on the login page.
 */
export function DeleteAccountDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const titleId = useId();
  const { field, submit, pending, showServerErrors } = useSchemaForm(accountDeletionSchema, EMPTY);
  const { mutateAsync: deleteAccount } = useDeleteMyAccount();
  const logOut = useLogout();
  const queryClient = useQueryClient();
  const { showToast } = useToast();

  const onSubmit = submit(async ({ password }) => {
    try {
      const { message } = await deleteAccount(password);
      await logOut({ announce: false });
      queryClient.clear();
      showToast(message || ACCOUNT_DELETION_MESSAGES.deleted, 'success', { duration: CONFIRMATION_MS, page: PATHS.login });
    } catch (error) {
      if (error instanceof ApiError) showServerErrors(fieldErrorsFrom(error.body, ['password']));
      showToast(errorMessage(error, T), 'error');
    }
  });

  return (
    <Modal show={show} onHide={pending ? undefined : onClose} centered aria-labelledby={titleId}>
      <AppForm onSubmit={onSubmit} aria-label={T.dialogTitle}>
        <Modal.Header closeButton={!pending}>
          <Modal.Title as="h2" id={titleId} className="h5 d-flex align-items-center gap-2 mb-0">
            <WarningIcon size={20} className="text-danger" />
            {T.dialogTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{T.whatGoes}</p>
          <p>{T.whatStays}</p>
          <p className="fw-semibold">{T.final}</p>
          <TextField label={T.password} type="password" autoComplete="current-password" {...field('password')} />
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
            {T.cancel}
          </button>
          <button type="submit" className="btn btn-danger" disabled={pending}>
            {pending ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                <span role="status">{T.deleting}</span>
              </>
            ) : (
              T.confirm
            )}
          </button>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
