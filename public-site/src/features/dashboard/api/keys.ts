/** The query keys of the donor cards: saving one card's answer can change another's. */
export const AVAILABILITY_KEY = ['dashboard', 'availability'] as const;
export const CONSENTS_KEY = ['dashboard', 'consents'] as const;
