/*
 * Who runs the site (domain's SITE_SETTINGS) is written into the build one value at a time from the SITE_* variables
 * (vite.config.mts: define; jest.setup.ts sets the defaults for the tests). Each page declares the values it shows,
 * so no page carries the others: the footer's phone and address here, the founder in features/about, the privacy
 * contact in features/info.
 */
declare const __SITE_PHONE__: string;
declare const __SITE_ADDRESS__: string;
declare const __SITE_TIME_ZONE__: string;

export const SITE_PHONE = __SITE_PHONE__;
export const SITE_ADDRESS = __SITE_ADDRESS__;
/** The organisation's time zone (IANA name): whose calendar day is 'today' on the site's forms and cards. */
export const SITE_TIME_ZONE = __SITE_TIME_ZONE__;

/** A phone number as a tel: link: only its digits and a leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
