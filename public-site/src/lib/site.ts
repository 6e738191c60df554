/** The name shown in the navbar, the footer and every document title. */
export const SITE_NAME = 'Blood Donation';
