import { EMAIL_PATTERN, parseRetentionDays, type RetentionDays, isTimeZone, TIME_ZONE_EXPECTED } from '@blood-donation/domain';
import { isIP } from 'node:net';

/** Turns the raw text of one environment variable into a value, or returns what it expected instead. */
export type SettingParser<T> = (raw: string) => { value: T } | { expected: string };

export function wholeNumber(min: number, max: number): SettingParser<number> {
  return (raw) => {
    const value = Number(raw);
    return /^\d+$/.test(raw) && value >= min && value <= max
      ? { value }
      : { expected: `a whole number from ${min} to ${max}` };
  };
}

export const yesOrNo: SettingParser<boolean> = (raw) => {
  const text = raw.toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return { value: true };
  if (['false', '0', 'no'].includes(text)) return { value: false };
  return { expected: 'true or false' };
};

export function text(minLength: number, maxLength: number, what: string): SettingParser<string> {
  return (raw) =>
    raw.length >= minLength && raw.length <= maxLength ? { value: raw } : { expected: what };
}

export const emailAddress: SettingParser<string> = (raw) => {
  const value = raw.trim().toLowerCase();
  return EMAIL_PATTERN.test(value) ? { value } : { expected: 'an email address such as admin@example.org' };
};

export const folder: SettingParser<string> = (raw) => ({ value: raw });

/** An address to listen on: an IPv4 or IPv6 address, or a host name. */
export const hostAddress: SettingParser<string> = (raw) =>
  isIP(raw) !== 0 || /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(raw)
    ? { value: raw }
    : { expected: 'an IP address or a host name to listen on, such as 127.0.0.1, 0.0.0.0 or ::' };

export function oneOf<T extends string>(options: readonly T[]): SettingParser<T> {
  return (raw) => ((options as readonly string[]).includes(raw) ? { value: raw as T } : { expected: `one of ${options.join(', ')}` });
}

/** An absolute URL with one of `protocols`, kept without a trailing slash. */
export function urlWithProtocol(protocols: string[], expected: string): SettingParser<string> {
  return (raw) => {
    try {
      const url = new URL(raw);
      return protocols.includes(url.protocol) && url.hostname ? { value: raw.replace(/\/+$/, '') } : { expected };
    } catch {
      return { expected };
    }
  };
}

export const httpUrl: SettingParser<string> = urlWithProtocol(['http:', 'https:'], 'an http:// or https:// URL');

/** RETENTION_DAYS: `messages=365,outbox=30,sessions=30,resetTokens=30`, any of the four (domain/src/privacy/retention.ts). */
export const retentionDays: SettingParser<RetentionDays> = parseRetentionDays;

/** An IANA time zone name the runtime knows, such as Asia/Kolkata or UTC. */
export const timeZone: SettingParser<string> = (raw) => (isTimeZone(raw) ? { value: raw } : { expected: TIME_ZONE_EXPECTED });
