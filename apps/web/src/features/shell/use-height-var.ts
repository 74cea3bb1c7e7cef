import { useEffect, useRef, useState, type CSSProperties } from 'react';

/**
 * The height of an element as a CSS custom property, kept in step with the element: the
 * shell gives the top bar's height to the sticky sidebar and the phone menu, so neither slides
 * under the bar whatever it holds. Without ResizeObserver (tests) the property is not set and
 * the stylesheet's default applies.
 */
export function useHeightVar<T extends HTMLElement>(name: `--${string}`) {
  const ref = useRef<T>(null);
  const [heightPx, setHeightPx] = useState<number | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (node === null || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setHeightPx(Math.ceil(node.offsetHeight)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const style = (heightPx === null ? {} : { [name]: `${heightPx}px` }) as CSSProperties;
  return { ref, style };
}
