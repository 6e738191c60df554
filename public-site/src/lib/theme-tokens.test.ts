import { LAYOUT_TOKENS } from '@blood-donation/domain';
import { compileString } from 'sass';
import { bootstrapLayoutSass } from './theme-tokens';

describe("Bootstrap's layout from the shared tokens", () => {
  it('makes the type scale, spacer and radius of the compiled CSS from LAYOUT_TOKENS', () => {
    const parts = ['functions', 'variables', 'variables-dark', 'maps', 'mixins', 'utilities', 'root', 'reboot', 'type', 'utilities/api'];
    const source = bootstrapLayoutSass() + parts.map((part) => `@import 'bootstrap/scss/${part}';`).join('\n');
    const { css } = compileString(source, { loadPaths: ['node_modules', '../node_modules'], quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] });
    const rem = (px: number) => `${px / 16}rem`;
    expect(css).toContain(`--bs-border-radius: ${rem(LAYOUT_TOKENS.radius)};`);
    expect(css).toContain(`--bs-body-font-size: ${rem(LAYOUT_TOKENS.fontSize)};`);
    expect(css).toMatch(new RegExp(`\\.p-3 \\{\\s*padding: ${rem(LAYOUT_TOKENS.spacing * 2)} !important;`));
    // h4 to h6 keep their size on every screen; h1 to h3 reach theirs from 1200 px wide (smaller before).
    expect(css).toMatch(new RegExp(`h5, \\.h5 \\{\\s*font-size: ${rem(LAYOUT_TOKENS.headingSizes.h5)};`));
    expect(css).toContain(`font-size: ${rem(LAYOUT_TOKENS.headingSizes.h1)};`);
  });
});
