import { useToast } from '../../lib/toast';
import { PATHS } from '../../lib/paths';
import { SHARE_TEXTS as T } from './texts';

/** The need board's address, to share: the page where approved requests wait for donors. */
const needBoardUrl = () => new URL(PATHS.need, window.location.origin).href;

/** Shares the need board with the phone's share sheet (Web Share API) where there is one, else copies its link. */
export function ShareNeedBoard() {
  const { showToast } = useToast();

  const share = async () => {
    const url = needBoardUrl();
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects too (AbortError): nothing to say then.
      await navigator.share({ title: T.title, text: T.text, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(T.copied, 'success');
    } catch {
      showToast(T.copyFailed(url), 'error');
    }
  };

  return (
    <button type="button" className="btn btn-outline-primary" onClick={() => void share()}>
      {T.button}
    </button>
  );
}
