import { EVENTS_TEXTS as T, PREVIEW_LENGTH } from './texts';

/** The card's description: cut at 120 characters plus '...', or the fallback when there is none. */
export function previewText(description: string | null | undefined): string {
  const text = (description ?? '').trim();
  if (!text) return T.descriptionFallback;
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}
