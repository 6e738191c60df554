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
  /** The token to send: ALTCHA finishes its proof of work first when it has not yet; '' when there is none. */
  token: () => Promise<string>;
}

/** What a widget answers when the form is sent. */
interface WidgetHandle {
  reset: () => void;
  token: () => Promise<string>;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<{ payload?: string } | null>;
  getState?: () => string;
}

type StateDetail = { state?: string; payload?: string };

/**
 * The payload of a solved challenge: the one held (the box was ticked), else the proof of work running now, else one
 * started here. '' when it fails (the server then says what is missing).
 */
function solveAltcha(widget: AltchaElement, held: string): Promise<string> {
  if (held) return Promise.resolve(held);
  return new Promise((resolve) => {
    const finish = (token: string) => {
      widget.removeEventListener('statechange', onState);
      resolve(token);
    };
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail ?? {};
      if (state === 'verified') finish(payload ?? '');
      else if (state === 'error' || state === 'expired') finish('');
    };
    widget.addEventListener('statechange', onState);
    if (widget.getState?.() !== 'verifying') {
      (widget.verify?.() ?? Promise.resolve(null)).then((result) => finish(result?.payload ?? ''), () => finish(''));
    }
  });
}

/**
 * ALTCHA's web component, loaded on first use; its payload is the token. The form starts the proof of work on submit
 * and waits for it, so nobody has to tick the box (and a page just opened does no work in the background); the box
 * stays there, usable by keyboard and announced to screen readers, for anyone who wants to start it themself.
 */
function AltchaCaptcha({ onToken, handleRef, describedBy }: { onToken: (token: string) => void; handleRef: { current: WidgetHandle | null }; describedBy?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let widget: AltchaElement | null = null;
    let active = true;
    let held = '';
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail ?? {};
      held = detail.state === 'verified' && detail.payload ? detail.payload : '';
      onTokenRef.current(held);
    };
    import('altcha').then(
      () => {
        if (!active || !hostRef.current) return;
        widget = document.createElement('altcha-widget') as AltchaElement;
        widget.setAttribute('challenge', ALTCHA_CHALLENGE_URL);
        widget.setAttribute('name', 'captchaToken');
        widget.addEventListener('statechange', onState);
        hostRef.current.append(widget);
        const solving = widget;
        handleRef.current = {
          reset: () => {
            held = '';
            solving.reset?.();
            onTokenRef.current('');
          },
          token: () => solveAltcha(solving, held),
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
function HostedCaptcha({ provider, siteKey, onToken, handleRef }: { provider: HostedProvider; siteKey: string; onToken: (token: string) => void; handleRef: { current: WidgetHandle | null } }) {
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
    let held = '';
    const onWidgetToken = (token: string) => {
      held = token;
      onTokenRef.current(token);
    };
    renderHosted(provider, container, { siteKey, theme: mode, onToken: onWidgetToken }).then(
      (rendered) => {
        if (!active) {
          rendered.remove();
          return;
        }
        widget = rendered;
        handleRef.current = {
          reset: () => {
            rendered.reset();
            onWidgetToken('');
          },
          token: () => Promise.resolve(held),
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
 * default). The form asks the handle for the token to send as captchaToken when it is sent; `onToken` hears every
 * change of it ('' when there is none); `error` is the server's message about it.
 */
export function Captcha({ ref, onToken, error }: { ref?: Ref<CaptchaHandle>; onToken: (token: string) => void; error?: string }) {
  const config = useCaptchaConfig();
  const widgetRef = useRef<WidgetHandle | null>(null);

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset(), token: () => widgetRef.current?.token() ?? Promise.resolve('') }), []);

  return (
    <div className="mb-3">
      <div className="captcha-slot">
        {config?.provider === 'altcha' && <AltchaCaptcha onToken={onToken} handleRef={widgetRef} />}
        {config && config.provider !== 'altcha' && config.siteKey && (
          <HostedCaptcha provider={config.provider} siteKey={config.siteKey} onToken={onToken} handleRef={widgetRef} />
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
