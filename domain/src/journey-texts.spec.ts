import { donationJourneyBodySchema } from './schemas/donation-journey';
import { FULFILLED_THANKS_SUBJECT, journeyNotice, journeySentence, journeyText, JOURNEY_REASON_TEXTS, JOURNEY_REASONS, JOURNEY_REASONS_BY_STATUS } from './journey-texts';
import { formatDayMonth } from './time';

describe("a donation's journey in the donor's words", () => {
  it("writes the issue's example exactly: 'Your donation of 12 March was sent to City Hospital on 20 March'", () => {
    expect(journeySentence('issued', '2027-03-12', '2027-03-20', 'City Hospital')).toBe('Your donation of 12 March was sent to City Hospital on 20 March');
    expect(journeyNotice({ status: 'issued', donationDate: '2027-03-12', date: '2027-03-20', hospital: 'City Hospital', reason: null }, 'Asha', 'https://blood.example').subject).toBe(
      'Your donation of 12 March was sent to City Hospital on 20 March',
    );
  });

  it('writes a day as the calendar day it is, whatever the zone the code runs in', () => {
    expect(formatDayMonth('2026-12-31')).toBe('31 December');
    expect(formatDayMonth('2027-01-01')).toBe('1 January');
  });

  it('tells research and not used kindly, with the reason of the list, and nothing about a patient', () => {
    const text = journeyText('discarded', '2027-03-12', '2027-04-20', null, 'expired');
    expect(text).toBe(`Your donation of 12 March could not be given to a patient. ${JOURNEY_REASON_TEXTS.expired}`);
    const notice = journeyNotice({ status: 'research', donationDate: '2027-03-12', date: '2027-03-20', hospital: null, reason: 'research' }, 'Asha', 'https://blood.example');
    expect(notice.text).toContain(JOURNEY_REASON_TEXTS.research);
    expect(notice.text).toContain('https://blood.example/user-dashboard');
  });

  it('gives every reason to exactly one status', () => {
    expect(Object.values(JOURNEY_REASONS_BY_STATUS).flat().sort()).toEqual([...JOURNEY_REASONS].sort());
  });

  it('refuses unknown fields and what a status does not take', () => {
    expect(donationJourneyBodySchema.safeParse({ status: 'issued', hospital: 'City Hospital', date: '2027-03-20', patient: 'x' }).success).toBe(false);
    expect(donationJourneyBodySchema.safeParse({ status: 'research', date: '2027-03-20', reason: 'expired' }).success).toBe(false);
    expect(donationJourneyBodySchema.safeParse({ status: 'discarded', date: '2027-03-20', reason: 'expired' }).success).toBe(true);
  });

  it("thanks a fulfilled request's helpers in the issue's words", () => {
    expect(FULFILLED_THANKS_SUBJECT).toBe('The request you answered has been fulfilled — thank you');
  });
});
