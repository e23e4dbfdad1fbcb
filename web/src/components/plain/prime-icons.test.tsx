import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { render } from '@testing-library/react';
import * as frameIcons from './frame-icons';
import * as module from './prime-icons';
import { PrimeIcon, eyeIcon, type PrimeIconShape } from './prime-icons';

const RAW_SVG = join(dirname(require.resolve('primeicons/package.json')), 'raw-svg');
const pathsOf = (svg: string) => [...svg.matchAll(/<path d="([^"]*)"/g)].map((m) => m[1]);
const ICONS = [...Object.values(module), ...Object.values(frameIcons)].filter(
  (value): value is PrimeIconShape => typeof value === 'object' && 'paths' in value,
);

describe('PrimeIcon', () => {
  it('has icons to check', () => expect(ICONS.length).toBeGreaterThan(10));

  it.each(ICONS.map((icon) => [icon.name, icon] as const))(
    'draws %s as primeicons draws it (its raw-svg file)',
    (name, icon) => {
      const raw = readFileSync(join(RAW_SVG, `${name}.svg`), 'utf8');
      expect(raw).toContain('viewBox="0 0 24 24"');
      expect(icon.paths).toEqual(pathsOf(raw));
    },
  );

  it('is a decorative SVG in the text colour, framed as the font frames its glyph', () => {
    const { container } = render(<PrimeIcon icon={eyeIcon} className="extra" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('prime-icon extra');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('fill')).toBe('currentColor');
    expect(svg?.getAttribute('viewBox')).toBe('3 3 18 18');
    expect(svg?.getAttribute('data-icon')).toBe('eye');
    expect([...(svg?.querySelectorAll('path') ?? [])].map((p) => p.getAttribute('d'))).toEqual(
      eyeIcon.paths,
    );
  });
});
