import { DAY_MS } from '@blood-donation/domain';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REFRESH_COOKIE_PATH } from '../access/refresh-cookie';

export const LOGIN_DEVICE_COOKIE = 'loginDevice';
const ONE_YEAR_MS = 365 * DAY_MS;

/** The rate limit bucket of an account: a hash of its email, so no address is kept in the counters. */
export const accountBucket = (email: string): string => createHash('sha256').update(email).digest('base64url').slice(0, 32);

/** The loginDevice cookie of one request: read it, replace it. */
export interface LoginDeviceCookie {
  readonly value: string | undefined;
  set(value: string): void;
}

export const LoginDeviceCookie = createParamDecorator((_data: unknown, context: ExecutionContext): LoginDeviceCookie => {
  const request = context.switchToHttp().getRequest<Request>();
  const response = context.switchToHttp().getResponse<Response>();
  const options: CookieOptions = { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: request.secure, maxAge: ONE_YEAR_MS };
  const value: unknown = request.cookies?.[LOGIN_DEVICE_COOKIE];
  return { value: typeof value === 'string' ? value : undefined, set: (next) => response.cookie(LOGIN_DEVICE_COOKIE, next, options) };
});

/**
 * A browser that has logged in to an account before carries `<random id>.<signature of id and account>`: its login
 * attempts on that account count apart from everyone else's (OWASP "device cookies"), so guesses from elsewhere
 * never lock the owner out.
 */
export class LoginDevices {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('login-device').digest();
  }

  /** The bucket of `account`'s attempts from this browser, or null when its cookie is not one of that account. */
  bucketFor(cookie: string | undefined, account: string): string | null {
    const [device, signature] = (cookie ?? '').split('.');
    if (!device || !signature) return null;
    const expected = Buffer.from(this.sign(device, account));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? `${account}:${device}` : null;
  }

  /** A new cookie value remembering this browser for `account`. */
  cookieFor(account: string): string {
    const device = randomBytes(16).toString('base64url');
    return `${device}.${this.sign(device, account)}`;
  }

  private sign(device: string, account: string): string {
    return createHmac('sha256', this.key).update(`${device}:${account}`).digest('base64url');
  }
}
