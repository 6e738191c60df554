import { useToast } from '../../lib/toast';
import { SETUP_TEXTS as T } from './texts';

/** Copies text to the clipboard, then says so (or that it could not: the text stays on screen to copy by hand). */
export function useCopy() {
  const { showToast } = useToast();
  return async (text: string, copied: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(copied, 'success');
    } catch {
      showToast(T.copyFailed, 'error');
    }
  };
}
