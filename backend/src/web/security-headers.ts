import { INLINE_PAGE_SCRIPTS } from '@blood-donation/domain';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { CaptchaProvider } from '../config/settings.definitions';

/** Hosts a hosted captcha's widget loads its script, frames, styles and calls from. */
const CAPTCHA_HOSTS: Record<Exclude<CaptchaProvider, 'altcha'>, { script: string[]; frame: string[]; connect: string[]; style: string[] }> = {
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
    style: [],
  },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: [],
    style: [],
  },
};

/**
 * helmet with a Content-Security-Policy that the public site, the admin panel (MUI/emotion inject
 * style tags) and Swagger UI all work under. Same-origin only; no inline script but the public pages' own (the
 * theme, the after-paint loader, the shell's loader), each allowed by its hash. The ALTCHA widget solves
 * in workers started from blob: URLs; a hosted captcha adds its own script and frame hosts.
 */
export function securityHeaders(captcha: CaptchaProvider = 'altcha') {
  const hosted = captcha === 'altcha' ? { script: [], frame: [], connect: [], style: [] } : CAPTCHA_HOSTS[captcha];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hosted.script, ...INLINE_PAGE_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)],
        styleSrc: ["'self'", "'unsafe-inline'", ...hosted.style],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...hosted.connect],
        workerSrc: ["'self'", 'blob:'],
        ...(hosted.frame.length > 0 ? { frameSrc: hosted.frame } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
}
