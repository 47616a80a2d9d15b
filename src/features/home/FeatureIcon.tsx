import type { FeatureIconName } from './messages';

/** Inline outline icons, so the cards do not depend on an emoji font. */
const PATHS: Record<FeatureIconName, string[]> = {
  cards: ['M4 7h12v12H4z', 'M8 3h12v12'],
  bulb: [
    'M9 18h6',
    'M10 21h4',
    'M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  ],
  check: ['M4 4h16v16H4z', 'M8 12l3 3 5-6'],
  search: ['M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15z', 'M16 16l5 5'],
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      className="home-feature-icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
