export * from './donation-types';
export * from './rule-sets';
export * from './check-eligibility';
export * from './early-donation';
