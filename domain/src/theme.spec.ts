import { ROLE_COLORS, STATUS_COLORS, TEAM_COLORS, UNKNOWN_BADGE_COLORS, URGENT_COLORS, type BadgeColors } from './badge-colors';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast({ background, text }: BadgeColors): number {
  const [light, dark] = [luminance(background), luminance(text)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

describe('badge colours', () => {
  const badges = Object.entries({ ...TEAM_COLORS, ...STATUS_COLORS, ...ROLE_COLORS, unknown: UNKNOWN_BADGE_COLORS, urgent: URGENT_COLORS });

  it.each(badges)('%s has text at least 4.5:1 against its background', (_name, colors) => {
    expect(contrast(colors)).toBeGreaterThanOrEqual(4.5);
  });
});
