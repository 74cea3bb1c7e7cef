import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A choice of one among a few, shown side by side (language, currency, buy or sell). It is a
 * radio group, as the ARIA practices describe: one tab stop, the arrow keys move and choose,
 * Home and End jump to the ends. The visible label is the option's name; `spoken` adds words
 * read after it (ID → "ID (Bahasa Indonesia)"), so the name always starts with what is seen.
 */
export type SegmentOption<T extends string> = {
  value: T;
  label: ReactNode;
  spoken?: string;
  lang?: string;
  className?: string;
};

type SegmentedControlProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

const STEP_BY_KEY: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  const group = useRef<HTMLDivElement>(null);
  const chosen = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChange(option.value);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const step = STEP_BY_KEY[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (chosen + step + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={label}
      className={className ? `segmented ${className}` : 'segmented'}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={index === chosen}
          tabIndex={index === chosen ? 0 : -1}
          lang={option.lang}
          className={option.className}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          {option.spoken ? ' ' : null}
          {option.spoken ? <span className="visually-hidden">({option.spoken})</span> : null}
        </button>
      ))}
    </div>
  );
}
