export { MilestoneBadges } from './milestone-badges';
