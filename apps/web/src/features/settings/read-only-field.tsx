import { detailOrDash } from '@emas/domain';
import type { ReactNode } from 'react';

/**
 * One read-only detail of a `DetailList`: its name and its value, '-' when missing. A term and
 * its description rather than a read-only input, so a long address wraps instead of being cut.
 */
export function ReadOnlyField({
  label,
  value,
}: {
  label: string;
  value: string | null | undefined;
}) {
  return (
    <div className="settings-detail">
      <dt>{label}</dt>
      <dd>{detailOrDash(value)}</dd>
    </div>
  );
}

/** The details a tab shows, in a grid that folds to one column on a phone. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="settings-grid settings-details">{children}</dl>;
}
