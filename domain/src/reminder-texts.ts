import { formatDay } from './time/format';

/** The donation counts that earn a badge (issue 24 point 3). */
export const MILESTONE_COUNTS = [1, 3, 5, 10, 25, 50, 100] as const;

/** One donation of an account, as milestones count it. */
export interface CountedDonation {
  /** YYYY-MM-DD. */
  date: string;
  /** The donation's id: the tie-breaker between donations of one day. */
  id: number;
  /** Typed in by the donor rather than recorded at a drive's desk. */
  selfReported: boolean;
}

/** A milestone reached: the count, the day of the donation that reached it, and whether that donation was self-reported. */
export interface ReachedMilestone {
  count: number;
  reachedAt: string;
  selfReported: boolean;
}

/** The milestones an account's donations reached, counted in date order (id breaks ties), lowest first. */
export function milestonesOf(donations: readonly CountedDonation[]): ReachedMilestone[] {
  const ordered = [...donations].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  return MILESTONE_COUNTS.flatMap((count) => {
    const reaching = ordered[count - 1];
    return reaching ? [{ count, reachedAt: reaching.date, selfReported: reaching.selfReported }] : [];
  });
}

/** 3rd, 5th, 25th... */
const ordinal = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;

/** How a milestone reads on a badge and in the thank-you email. */
export const MILESTONE_TEXTS = {
  heading: 'Your milestones',
  none: 'Your first donation earns your first badge.',
  loadFailed: 'Could not load your milestones. Please try again later.',
  badge: (count: number) => (count === 1 ? 'First donation' : `${count} donations`),
  selfReported: 'self-reported',
  reachedOn: (day: string) => `Reached ${formatDay(day)}`,
} as const;

/** The email a donor who opted in gets on the day they may give again (issue 24 point 1). */
export const ELIGIBLE_AGAIN_EMAIL = {
  subject: 'You can give blood again',
  text: (username: string, link: string, driveName: string | null) =>
    [
      `Hello ${username},`,
      '',
      'From today you may give blood again. Thank you for coming back: every donation helps patients near you.',
      '',
      driveName ? `The next drive near you with free places is ${driveName}. Book a time here:` : 'See the upcoming drives and events here:',
      link,
      '',
      'You get this email because you asked to be told when you can give again. You can turn it off at any time under Consents on your dashboard.',
    ].join('\n'),
  /** The push beside it (to devices with notifications on): no more than the email says. */
  pushBody: (driveName: string | null) => (driveName ? `From today you may give again. Book a time at ${driveName}.` : 'From today you may give again. See the upcoming drives.'),
} as const;

/** The email after a donation recorded at a drive's desk (issue 24 points 1 and 3): kind and short. */
export const THANK_YOU_EMAIL = {
  subject: 'Thank you for giving blood today',
  milestoneLine: (count: number) =>
    count === 1 ? 'This was your first donation: welcome, and we hope to see you again.' : `This was your ${ordinal(count)} donation: a milestone. Thank you for giving so often.`,
  text: (username: string, nextEligibleDate: string | null, milestoneLine: string | null) =>
    [
      `Hello ${username},`,
      '',
      'Thank you for giving blood today. Your donation will help patients who need it.',
      ...(milestoneLine ? ['', milestoneLine] : []),
      '',
      nextEligibleDate ? `You may give again from ${formatDay(nextEligibleDate)}.` : 'You may give again whenever you feel ready.',
      '',
      'Rest, drink plenty and take care today.',
    ].join('\n'),
} as const;
