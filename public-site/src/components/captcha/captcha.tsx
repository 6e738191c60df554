import type { paths } from '@blood-donation/domain';
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { useTheme } from '../../lib/theme';
import { useCaptchaConfig } from './captcha-config';
import { type HostedProvider, type HostedWidget, renderHosted } from './hosted';
import './captcha.scss';

/** The self-hosted ALTCHA challenge (proof of work), fetched by the widget itself. */
export const ALTCHA_CHALLENGE_URL = '/api/captcha/challenge' satisfies keyof paths;

export interface CaptchaHandle {
  /** A new challenge: the token is spent after a submit. */
  reset: () => void;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

/** ALTCHA's web component, loaded on first use; its payload is the token. */
function AltchaCaptcha({ onToken, handleRef, describedBy }: { onToken: (token: string) => void; handleRef: { current: (() => void) | null }; describedBy?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let widget: AltchaElement | null = null;
    let active = true;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      onTokenRef.current(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    import('altcha').then(
      () => {
        if (!active || !hostRef.current) return;
        widget = document.createElement('altcha-widget') as AltchaElement;
        widget.setAttribute('challenge', ALTCHA_CHALLENGE_URL);
        widget.setAttribute('name', 'captchaToken');
        widget.addEventListener('statechange', onState);
        hostRef.current.append(widget);
        handleRef.current = () => {
          widget?.reset?.();
          onTokenRef.current('');
        };
      },
      () => undefined,
    );
    return () => {
      active = false;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
      handleRef.current = null;
    };
  }, [handleRef]);

  return <div ref={hostRef} className="captcha-altcha" aria-describedby={describedBy} />;
}

/** reCAPTCHA, hCaptcha or Turnstile, rendered explicitly in the site's theme. */
function HostedCaptcha({ provider, siteKey, onToken, handleRef }: { provider: HostedProvider; siteKey: string; onToken: (token: string) => void; handleRef: { current: (() => void) | null } }) {
  const { mode } = useTheme();
  const hostRef = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let widget: HostedWidget | null = null;
    let active = true;
    const container = hostRef.current;
    if (!container) return undefined;
    renderHosted(provider, container, { siteKey, theme: mode, onToken: (token) => onTokenRef.current(token) }).then(
      (rendered) => {
        if (!active) {
          rendered.remove();
          return;
        }
        widget = rendered;
        handleRef.current = () => {
          rendered.reset();
          onTokenRef.current('');
        };
      },
      () => undefined,
    );
    return () => {
      active = false;
      widget?.remove();
      handleRef.current = null;
      onTokenRef.current('');
    };
  }, [provider, siteKey, mode, handleRef]);

  return <div ref={hostRef} className="captcha-hosted" />;
}

/**
 * The captcha of the public forms (Contact Us, Forgot Password): the provider /api/captcha/config names (ALTCHA by
 * default). `onToken` gets the token to send as captchaToken, or '' when there is none; `error` is the server's
 * message about it.
 */
export function Captcha({ ref, onToken, error }: { ref?: Ref<CaptchaHandle>; onToken: (token: string) => void; error?: string }) {
  const config = useCaptchaConfig();
  const resetRef = useRef<(() => void) | null>(null);

  useImperativeHandle(ref, () => ({ reset: () => resetRef.current?.() }), []);

  return (
    <div className="mb-3">
      <div className="captcha-slot">
        {config?.provider === 'altcha' && <AltchaCaptcha onToken={onToken} handleRef={resetRef} />}
        {config && config.provider !== 'altcha' && config.siteKey && (
          <HostedCaptcha provider={config.provider} siteKey={config.siteKey} onToken={onToken} handleRef={resetRef} />
        )}
      </div>
      {error && (
        <div className="text-danger small mt-1" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
