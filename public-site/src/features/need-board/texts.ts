/** Texts of the public need board (/need). */
export const NEED_TEXTS = {
  title: 'Blood Needed',
  intro: 'Approved requests that are still open, by blood group and city. Urgent ones come first.',
  loading: 'Loading the need board...',
  empty: 'No approved request is waiting for blood right now.',
  failed: 'Failed to load the need board. Please try again later.',
  urgent: 'Urgent',
  listLabel: 'Open requests',
  open: (count: number) => (count === 1 ? '1 open request' : `${count} open requests`),
  line: (bloodGroup: string, city: string) => `${bloodGroup} in ${city}`,
  callTitle: 'Can you help?',
  callText: 'Register as a donor to be asked when your group is needed near you, or record a donation you have made.',
  register: 'Register as a donor',
  donate: 'Donate Blood',
} as const;
