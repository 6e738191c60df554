// Jest's stand-in for the `altcha` package (jest.config.js maps it here): a bare <altcha-widget> whose reset and
// verify are counted. Tests "solve" it with solveAltcha(), or let the form ask for the token (verify); the real widget
// runs in Playwright.
export class AltchaWidgetStub extends HTMLElement {
  static resets = 0;
  static verifies = 0;
  /** The payload verify() answers with. */
  static verifiedPayload = 'verified-on-submit';

  private state = 'unverified';

  getState(): string {
    return this.state;
  }

  reset(): void {
    AltchaWidgetStub.resets += 1;
    this.report({ state: 'unverified' });
  }

  /** The proof of work, done at once. */
  verify(): Promise<{ payload: string }> {
    AltchaWidgetStub.verifies += 1;
    const payload = AltchaWidgetStub.verifiedPayload;
    this.report({ state: 'verified', payload });
    return Promise.resolve({ payload });
  }

  report(detail: { state: string; payload?: string }): void {
    this.state = detail.state;
    this.dispatchEvent(new CustomEvent('statechange', { detail }));
  }
}

if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', AltchaWidgetStub);

/** The widget reports a solved challenge with this payload. */
export function solveAltcha(payload = 'altcha-payload'): void {
  const widget = document.querySelector<AltchaWidgetStub>('altcha-widget');
  if (!widget) throw new Error('No <altcha-widget> on the page');
  widget.report({ state: 'verified', payload });
}
