/** The kinds of donation a donor can give; whole blood is the usual one and the default everywhere. */
export const DONATION_TYPES = ['whole-blood', 'platelets', 'plasma', 'double-red-cells'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];

export const DEFAULT_DONATION_TYPE: DonationType = 'whole-blood';

/** Each donation type as a donor reads it before the word "donation" ("a platelet donation"). */
export const DONATION_TYPE_NAMES: Readonly<Record<DonationType, string>> = {
  'whole-blood': 'whole blood',
  platelets: 'platelet',
  plasma: 'plasma',
  'double-red-cells': 'double red cell',
};
