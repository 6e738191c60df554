import { BLOOD_COMPATIBILITY, donorGroupsInMatchOrder } from './blood-compatibility';
import { BLOOD_GROUPS, type BloodGroup } from './options';

/** The red-cell table exactly as BLOOD-DOMAIN.md gives it (recipient | donors), with its "−" signs. */
const RED_CELL_TABLE = `
| O− | O− |
| O+ | O−, O+ |
| A− | O−, A− |
| A+ | O−, O+, A−, A+ |
| B− | O−, B− |
| B+ | O−, O+, B−, B+ |
| AB− | O−, A−, B−, AB− |
| AB+ | all eight groups |`;

/** The plasma rule exactly as BLOOD-DOMAIN.md gives it (ABO only: "Rh does not restrict plasma"). */
const PLASMA_RULE = 'O ← O, A, B, AB · A ← A, AB · B ← B, AB · AB ← AB';

function asGroup(written: string): BloodGroup {
  return written.replace('−', '-') as BloodGroup;
}

function redCellDonorsFromDocument(): Map<BloodGroup, BloodGroup[]> {
  const rows = RED_CELL_TABLE.trim().split('\n');
  return new Map(
    rows.map((row) => {
      const [recipient, donors] = row.split('|').slice(1, 3).map((cell) => cell.trim());
      const donorGroups = donors === 'all eight groups' ? [...BLOOD_GROUPS] : donors.split(', ').map(asGroup);
      return [asGroup(recipient), donorGroups];
    }),
  );
}

function plasmaDonorsFromDocument(): Map<BloodGroup, BloodGroup[]> {
  const abo = new Map(
    PLASMA_RULE.split(' · ').map((rule) => {
      const [recipient, donors] = rule.split(' ← ');
      return [recipient, donors.split(', ')];
    }),
  );
  const aboOf = (group: BloodGroup) => group.slice(0, -1);
  return new Map(
    BLOOD_GROUPS.map((recipient) => [
      recipient,
      BLOOD_GROUPS.filter((donor) => abo.get(aboOf(recipient))?.includes(aboOf(donor))),
    ]),
  );
}

const ALL_PAIRS = BLOOD_GROUPS.flatMap((recipient) => BLOOD_GROUPS.map((donor) => [recipient, donor] as const));

describe('red-cell compatibility', () => {
  const fromDocument = redCellDonorsFromDocument();

  it('the document table names all eight recipients', () => {
    expect([...fromDocument.keys()].sort()).toEqual([...BLOOD_GROUPS].sort());
  });

  it.each(ALL_PAIRS)('recipient %s, donor %s matches BLOOD-DOMAIN.md', (recipient, donor) => {
    const expected = fromDocument.get(recipient)?.includes(donor) ?? false;
    expect(BLOOD_COMPATIBILITY.redCells[recipient].includes(donor)).toBe(expected);
  });
});

describe('plasma compatibility', () => {
  const fromDocument = plasmaDonorsFromDocument();

  it.each(ALL_PAIRS)('recipient %s, donor %s matches BLOOD-DOMAIN.md', (recipient, donor) => {
    const expected = fromDocument.get(recipient)?.includes(donor) ?? false;
    expect(BLOOD_COMPATIBILITY.plasma[recipient].includes(donor)).toBe(expected);
  });
});

describe('donorGroupsInMatchOrder', () => {
  it.each(BLOOD_GROUPS)('for %s lists every red-cell-compatible group once, exact group first', (recipient) => {
    const order = donorGroupsInMatchOrder(recipient);
    expect(order[0]).toBe(recipient);
    expect([...order].sort()).toEqual([...BLOOD_COMPATIBILITY.redCells[recipient]].sort());
  });

  it.each(BLOOD_GROUPS.filter((group) => group !== 'O-'))('for %s asks O- last', (recipient) => {
    expect(donorGroupsInMatchOrder(recipient).at(-1)).toBe('O-');
  });

  it('gives the full order for a few patients', () => {
    expect(donorGroupsInMatchOrder('O-')).toEqual(['O-']);
    expect(donorGroupsInMatchOrder('O+')).toEqual(['O+', 'O-']);
    expect(donorGroupsInMatchOrder('A+')).toEqual(['A+', 'A-', 'O+', 'O-']);
    expect(donorGroupsInMatchOrder('AB-')).toEqual(['AB-', 'A-', 'B-', 'O-']);
    expect(donorGroupsInMatchOrder('AB+')).toEqual(['AB+', 'A+', 'B+', 'AB-', 'A-', 'B-', 'O+', 'O-']);
  });
});
