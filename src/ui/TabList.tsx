import type { KeyboardEvent } from 'react';

/**
 * A row of `role="tab"` buttons styled by `.tab-bar`. With `roving`, only the current tab is
 * in the tab order and ← / → move to the previous / next tab (wrapping) and focus it.
 */
export function TabList<T extends string>({
  tabs,
  current,
  onSelect,
  labelOf,
  idOf,
  controlsOf,
  className,
  ariaLabel,
  roving = false,
}: {
  tabs: readonly T[];
  current: T;
  onSelect: (tab: T) => void;
  labelOf: (tab: T) => string;
  idOf: (tab: T) => string;
  controlsOf: (tab: T) => string;
  className: string;
  ariaLabel?: string;
  roving?: boolean;
}) {
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = tabs.indexOf(current);
    const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (next) {
      onSelect(next);
      document.getElementById(idOf(next))?.focus();
    }
  }

  return (
    <div
      className={`tab-bar ${className}`}
      role="tablist"
      aria-label={ariaLabel}
      onKeyDown={roving ? onKeyDown : undefined}
    >
      {tabs.map((t) => (
        <button
          key={t}
          id={idOf(t)}
          type="button"
          role="tab"
          aria-selected={current === t}
          aria-controls={controlsOf(t)}
          tabIndex={roving ? (current === t ? 0 : -1) : undefined}
          className={current === t ? 'active' : ''}
          onClick={() => onSelect(t)}
        >
          {labelOf(t)}
        </button>
      ))}
    </div>
  );
}
