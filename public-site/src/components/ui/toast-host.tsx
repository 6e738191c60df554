import { lazy, Suspense } from 'react';
import { useToast } from '../../lib/toast';

// The toast code (react-bootstrap Toast) loads with the first toast, not with the home page.
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

/** The one toast of the app. */
export function ToastHost() {
  const { toast, closeToast } = useToast();
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={toast} onClose={closeToast} />
    </Suspense>
  );
}
