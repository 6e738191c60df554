import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { API_PREFIX } from '../web/api-prefix';

export const REFRESH_COOKIE_NAME = 'refreshToken';
/** The browser sends the refresh token to the auth endpoints only. */
export const REFRESH_COOKIE_PATH = `/${API_PREFIX}/auth`;

/** The refresh token cookie of one request: read it, replace it, clear it. */
export interface RefreshCookie {
  readonly token: string | undefined;
  /** Without maxAgeSeconds the cookie lasts for the browser session. */
  set(token: string, maxAgeSeconds?: number): void;
  clear(): void;
}

export const RefreshCookie = createParamDecorator((_data: unknown, context: ExecutionContext): RefreshCookie => {
  const request = context.switchToHttp().getRequest<Request>();
  const response = context.switchToHttp().getResponse<Response>();
  const options: CookieOptions = { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: request.secure };
  const value: unknown = request.cookies?.[REFRESH_COOKIE_NAME];
  return {
    token: typeof value === 'string' && value.length > 0 ? value : undefined,
    set: (token, maxAgeSeconds) =>
      response.cookie(REFRESH_COOKIE_NAME, token, maxAgeSeconds ? { ...options, maxAge: maxAgeSeconds * 1000 } : options),
    clear: () => response.clearCookie(REFRESH_COOKIE_NAME, options),
  };
});
