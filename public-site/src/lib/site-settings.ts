/*
 * Who runs the site (domain's SITE_SETTINGS) is written into the build one value at a time from the SITE_* variables
 * (vite.config.mts: define; jest.setup.ts sets the defaults for the tests). Each page declares the values it shows,
 * so no page carries the others: the footer's phone and address here, the founder in features/about, the privacy
 * contact in features/info.
 */
declare const __SITE_PHONE__: string;
declare const __SITE_ADDRESS__: string;

export const SITE_PHONE = __SITE_PHONE__;
export const SITE_ADDRESS = __SITE_ADDRESS__;

/** A phone number as a tel: link: only its digits and a leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
