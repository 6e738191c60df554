import { BLOOD_GROUPS, type BloodGroup } from './options';

/**
 * Which donors' blood suits a patient, per component (see /work/shared/BLOOD-DOMAIN.md; sources: American Red Cross
 * compatibility charts, Memorial Blood Centers, Australian Red Cross Lifeblood). Matching uses it to find donors to
 * ask; it never replaces a blood bank's cross-match.
 */
export type BloodComponent = 'redCells' | 'plasma';

/** recipient → the donor groups whose component suits them, each list in BLOOD_GROUPS order. */
export type CompatibilityTable = Readonly<Record<BloodGroup, readonly BloodGroup[]>>;

export const BLOOD_COMPATIBILITY: Readonly<Record<BloodComponent, CompatibilityTable>> = {
  /** Red cells: O− suits everyone, AB+ patients take every group; an Rh− patient takes only Rh− donors. */
  redCells: {
    'A+': ['A+', 'A-', 'O+', 'O-'],
    'A-': ['A-', 'O-'],
    'B+': ['B+', 'B-', 'O+', 'O-'],
    'B-': ['B-', 'O-'],
    'AB+': ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
    'AB-': ['A-', 'B-', 'AB-', 'O-'],
    'O+': ['O+', 'O-'],
    'O-': ['O-'],
  },
  /** Plasma runs the other way: AB plasma suits everyone, O plasma only O patients; Rh does not restrict plasma. */
  plasma: {
    'A+': ['A+', 'A-', 'AB+', 'AB-'],
    'A-': ['A+', 'A-', 'AB+', 'AB-'],
    'B+': ['B+', 'B-', 'AB+', 'AB-'],
    'B-': ['B+', 'B-', 'AB+', 'AB-'],
    'AB+': ['AB+', 'AB-'],
    'AB-': ['AB+', 'AB-'],
    'O+': ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
    'O-': ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
  },
};

/** How many patients' groups a donor group's red cells suit (O− suits all eight, AB+ only AB+). */
function redCellRecipientCount(donor: BloodGroup): number {
  return BLOOD_GROUPS.filter((recipient) => BLOOD_COMPATIBILITY.redCells[recipient].includes(donor)).length;
}

/**
 * The donor groups to ask for a patient's red cells, in order: the patient's own group first, then the other
 * compatible groups, those that suit the fewest patients first (so versatile blood stays for patients who need it),
 * O− last. Ties keep BLOOD_GROUPS order.
 */
export function donorGroupsInMatchOrder(recipient: BloodGroup): BloodGroup[] {
  const others = BLOOD_COMPATIBILITY.redCells[recipient].filter((donor) => donor !== recipient);
  const byVersatility = others
    .map((donor) => ({ donor, reach: redCellRecipientCount(donor), position: BLOOD_GROUPS.indexOf(donor) }))
    .sort((a, b) => a.reach - b.reach || a.position - b.position)
    .map(({ donor }) => donor);
  return [recipient, ...byVersatility];
}
