declare const __SITE_TIME_ZONE__: string;

/** The organisation's time zone (IANA name), written into the build from SITE_TIME_ZONE (vite.config.mts: define). */
export const SITE_TIME_ZONE = __SITE_TIME_ZONE__;
