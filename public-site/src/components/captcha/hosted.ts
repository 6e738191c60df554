/** The hosted captcha services: each loads a script that exposes render/reset on a global (explicit rendering). */
export type HostedProvider = 'recaptcha' | 'hcaptcha' | 'turnstile';

interface HostedApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | number;
  reset: (widgetId?: string | number) => void;
  remove?: (widgetId: string | number) => void;
}

/** Script address (the onload callback's name is appended) and the global each script defines. */
const PROVIDERS: Record<HostedProvider, { src: string; global: string }> = {
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js?render=explicit&onload=', global: 'grecaptcha' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit&onload=', global: 'hcaptcha' },
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=', global: 'turnstile' },
};

export const HOSTED_PROVIDERS = Object.keys(PROVIDERS) as HostedProvider[];

const loading = new Map<HostedProvider, Promise<HostedApi>>();

function globalApi(provider: HostedProvider): HostedApi | undefined {
  return (window as unknown as Record<string, HostedApi | undefined>)[PROVIDERS[provider].global];
}

/** Loads the provider's script once; resolves with its API when the script says it is ready. */
export function loadHostedApi(provider: HostedProvider): Promise<HostedApi> {
  const ready = globalApi(provider);
  if (ready && typeof ready.render === 'function') return Promise.resolve(ready);
  let pending = loading.get(provider);
  if (!pending) {
    pending = new Promise<HostedApi>((resolve, reject) => {
      const callback = `onCaptchaLoad_${provider}`;
      (window as unknown as Record<string, () => void>)[callback] = () => {
        const api = globalApi(provider);
        if (api) resolve(api);
        else reject(new Error(`${provider} loaded without its API`));
      };
      const script = document.createElement('script');
      script.src = `${PROVIDERS[provider].src}${callback}`;
      script.async = true;
      script.defer = true;
      script.onerror = () => {
        loading.delete(provider);
        reject(new Error(`Could not load ${provider}`));
      };
      document.head.append(script);
    });
    loading.set(provider, pending);
  }
  return pending;
}

export interface HostedWidget {
  reset: () => void;
  remove: () => void;
}

/** Renders the provider's widget into `container`; the token (or '' when it expires or fails) goes to `onToken`. */
export async function renderHosted(
  provider: HostedProvider,
  container: HTMLElement,
  { siteKey, theme, onToken }: { siteKey: string; theme: 'light' | 'dark'; onToken: (token: string) => void },
): Promise<HostedWidget> {
  const api = await loadHostedApi(provider);
  const id = api.render(container, {
    sitekey: siteKey,
    theme,
    callback: (token: string) => onToken(token),
    'expired-callback': () => onToken(''),
    'error-callback': () => onToken(''),
  });
  return {
    reset: () => api.reset(id),
    remove: () => {
      if (api.remove) api.remove(id);
      container.replaceChildren();
    },
  };
}
