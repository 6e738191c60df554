/** The query keys of the donor cards: saving one card's answer can change another's. */
export { AVAILABILITY_KEY } from '../../../lib/availability';
export const CONSENTS_KEY = ['dashboard', 'consents'] as const;
export const MILESTONES_KEY = ['dashboard', 'milestones'] as const;
