// Jest's stand-in for the `altcha` package (jest.config.js maps it here): a bare <altcha-widget> whose reset is
// counted. Tests "solve" it with solveAltcha(); the real widget runs in Playwright.
export class AltchaWidgetStub extends HTMLElement {
  static resets = 0;

  reset(): void {
    AltchaWidgetStub.resets += 1;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified' } }));
  }
}

if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', AltchaWidgetStub);

/** The widget reports a solved challenge with this payload. */
export function solveAltcha(payload = 'altcha-payload'): void {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('No <altcha-widget> on the page');
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
}
