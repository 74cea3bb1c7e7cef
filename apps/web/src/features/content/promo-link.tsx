import { isPromoLink } from '@emas/domain';
import type { ReactNode } from 'react';

/**
 * A link an operator wrote: a path of this site or an http(s) address, opened in a new tab
 * (rel noopener). Anything else is not rendered as a link at all.
 */
export function PromoLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (href === null || !isPromoLink(href)) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
