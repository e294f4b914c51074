import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accentPalette, contrast } from '../../src/templates/kit/accent';

const hex = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('accentPalette', () => {
  it('gives every accent colour text that meets WCAG AA wherever the kit puts it', () => {
    fc.assert(
      fc.property(hex, (accent) => {
        const { vars } = accentPalette({ accent });
        expect(vars['--accent']).toBe(accent);
        expect(contrast(vars['--on-accent'], accent)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(vars['--on-accent'], vars['--accent-hover'])).toBeGreaterThanOrEqual(4.5);
        for (const light of ['#ffffff', '#ececec', vars['--accent-soft']]) {
          expect(contrast(vars['--accent-ink'], light)).toBeGreaterThanOrEqual(4.5);
        }
        for (const dark of ['#475569', '#0f172a', '#000000']) {
          expect(contrast(vars['--accent-on-dark'], dark)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { seed: 20261124, numRuns: 2000 },
    );
  });

  it('says when the colour itself could not be used for text', () => {
    // Sunny yellow is unreadable on white; navy is unreadable on dark surfaces.
    expect(accentPalette({ accent: '#fde047' }).adjusted).toEqual({ onLight: true, onDark: false });
    expect(accentPalette({ accent: '#1e293b' }).adjusted).toEqual({ onLight: false, onDark: true });
  });

  it('keeps a sample’s own text colours when it names them', () => {
    const { vars } = accentPalette({ accent: '#facc15', ink: '#0e7490', onDark: '#fde047' });
    expect(vars['--accent-ink']).toBe('#0e7490');
    expect(vars['--accent-on-dark']).toBe('#fde047');
  });
});
