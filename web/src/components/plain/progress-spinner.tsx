import type { CSSProperties } from 'react';

/** PrimeReact's ProgressSpinner in plain markup (decorative: the caller says what is loading). */
export function ProgressSpinner({
  style,
  strokeWidth = '2',
}: {
  style?: CSSProperties;
  strokeWidth?: string;
}) {
  return (
    <div style={style} className="p-progress-spinner" role="progressbar" aria-busy aria-hidden>
      <svg
        className="p-progress-spinner-svg"
        viewBox="25 25 50 50"
        style={{ animationDuration: '2s' }}
      >
        <circle
          className="p-progress-spinner-circle"
          cx="50"
          cy="50"
          r="20"
          fill="none"
          strokeWidth={strokeWidth}
          strokeMiterlimit="10"
        />
      </svg>
    </div>
  );
}
