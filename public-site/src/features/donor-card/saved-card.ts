import { type DonorCard, type KeyValueStorage, STORAGE_KEYS } from '@blood-donation/domain';

/** The card as last loaded, for whom and when: shown when the network or the session is not there (at a drive). */
export interface SavedCard {
  /** The account it is of (the stored session's email): another account's saved card is never shown. */
  email: string;
  savedAt: string;
  card: DonorCard;
}

/** Keeps the card's last state on this device (the key goes with the session: clearSession removes it). */
export function saveCard(storage: KeyValueStorage, email: string, card: DonorCard, now: Date = new Date()): void {
  try {
    storage.setItem(STORAGE_KEYS.donorCard, JSON.stringify({ email, savedAt: now.toISOString(), card } satisfies SavedCard));
  } catch {
    // Storage full or refused (private browsing): the card still shows, it is just not kept.
  }
}

/** The saved card of `email`, unless it is another account's, unreadable or expired. */
export function savedCardOf(storage: KeyValueStorage, email: string, now: Date = new Date()): SavedCard | null {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEYS.donorCard) ?? 'null') as SavedCard | null;
    if (!saved || saved.email !== email || typeof saved.card?.token !== 'string') return null;
    return new Date(saved.card.expiresAt).getTime() > now.getTime() ? saved : null;
  } catch {
    return null;
  }
}
