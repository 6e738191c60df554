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

/** A browser the account has logged in from: its bucket of login attempts, and when it last logged in. */
export interface KnownDevice {
  bucket: string;
  loggedInAt: Date;
}

/**
 * A browser that has logged in to an account before carries `<random id>.<time of that login>.<signature of id, time
 * and account>`: its login attempts on that account count apart from everyone else's (OWASP "device cookies"), so
 * guesses from elsewhere never lock the owner out; and a login from a browser without one is from a new device.
 */
export class LoginDevices {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('login-device').digest();
  }

  /** This browser, if its cookie is one of `account`'s. */
  recognise(cookie: string | undefined, account: string): KnownDevice | null {
    const [device, seconds, signature, ...rest] = (cookie ?? '').split('.');
    if (!device || !seconds || !signature || rest.length || !/^\d{1,12}$/.test(seconds)) return null;
    const expected = Buffer.from(this.sign(`${device}.${seconds}`, account));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { bucket: `${account}:${device}`, loggedInAt: new Date(Number(seconds) * 1000) };
  }

  /** A new cookie value remembering this browser for `account`, logged in at `now`. */
  cookieFor(account: string, now: Date): string {
    const payload = `${randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`;
    return `${payload}.${this.sign(payload, account)}`;
  }

  private sign(payload: string, account: string): string {
    return createHmac('sha256', this.key).update(`${payload}:${account}`).digest('base64url');
  }
}
