/** Texts of the need board's list, on /need and on the home page. */
export const NEED_BOARD_TEXTS = {
  loading: 'Loading the need board...',
  empty: 'No approved request is waiting for blood right now.',
  failed: 'Failed to load the need board. Please try again later.',
  urgent: 'Urgent',
  listLabel: 'Open requests',
  open: (count: number) => (count === 1 ? '1 open request' : `${count} open requests`),
  line: (bloodGroup: string, city: string) => `${bloodGroup} in ${city}`,
  seeAll: 'See the need board',
} as const;

/** Sharing the need board after making a request: the share sheet's title and text, or the copied link. */
export const SHARE_TEXTS = {
  button: 'Share the need board',
  title: 'Blood needed near you',
  text: 'Approved blood requests waiting for donors. Can you help?',
  copied: 'Link to the need board copied.',
  copyFailed: (url: string) => `Could not copy the link. The need board is at ${url}`,
} as const;
