/** Texts of the public need board page (/need); the list's own are NEED_BOARD_TEXTS. */
export const NEED_TEXTS = {
  title: 'Blood Needed',
  intro: 'Approved requests that are still open, by blood group and city. Urgent ones come first.',
  callTitle: 'Can you help?',
  callText: 'Register as a donor to be asked when your group is needed near you, or record a donation you have made.',
  register: 'Register as a donor',
  donate: 'Donate Blood',
} as const;
