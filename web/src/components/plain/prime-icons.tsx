/*
 * PrimeIcons (primeicons 7, MIT) drawn as inline SVG from the package's own raw-svg files, for
 * the screens a visitor sees before signing in (the sign-in area, the maintenance page and
 * banner) and the signed-in frame (header, side menu, user menu: frame-icons.ts): those then
 * fetch no icon font (35 kB, requested once a screen shows a glyph: one more slow transfer before
 * the first paint on a slow phone, the dashboard's included). The signed-in screens' own glyphs
 * keep the font (primeicons.css, loaded with the frame). This module loads with the portal's
 * entry (the maintenance banner draws from it), so the frame's shapes are in a module of their
 * own, loaded with the frame. prime-icons.test.tsx checks every path against
 * node_modules/primeicons/raw-svg.
 */

import type { PrimeIconShape } from './prime-icon-shapes';

export * from './prime-icon-shapes';

/** `icon`, drawn at the size and place of its `pi` glyph in the icon font; decorative. */
export function PrimeIcon({ icon, className }: { icon: PrimeIconShape; className?: string }) {
  return (
    <svg
      className={className ? `prime-icon ${className}` : 'prime-icon'}
      // primeicons' font draws the 24-unit artwork's central 18 units as its em square
      viewBox="3 3 18 18"
      fill="currentColor"
      aria-hidden
      focusable="false"
      data-icon={icon.name}
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
