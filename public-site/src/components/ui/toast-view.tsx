import type { ToastSeverity } from '@blood-donation/domain';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import type { ToastMessage } from '../../lib/toast';

export const TOAST_DURATION_MS = 6000;

const VARIANTS: Record<ToastSeverity, { bg: string; lightText: boolean }> = {
  success: { bg: 'success', lightText: true },
  info: { bg: 'info', lightText: false },
  warning: { bg: 'warning', lightText: false },
  error: { bg: 'danger', lightText: true },
};

/** Bottom centre (clear of the scroll-to-top button, _layout.scss); closes itself after 6 s (or the toast's own duration) or on its close button. */
export function ToastView({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  const variant = VARIANTS[toast.severity];
  return (
    <ToastContainer className="app-toasts p-3">
      <Toast key={toast.id} onClose={onClose} autohide delay={toast.duration ?? TOAST_DURATION_MS} animation={false} className={`text-bg-${variant.bg} border-0`}>
        <div className="d-flex align-items-center">
          <Toast.Body className="flex-grow-1">{toast.message}</Toast.Body>
          <CloseButton variant={variant.lightText ? 'white' : undefined} className="me-2" aria-label="Close" onClick={onClose} />
        </div>
      </Toast>
    </ToastContainer>
  );
}
