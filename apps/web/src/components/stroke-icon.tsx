/** A decorative icon: one stroke path drawn in a 24-unit box, in the colour of the text around it. */
export function StrokeIcon({
  path,
  className,
  size,
}: {
  path: string;
  className?: string;
  /** Its width and height in pixels, where the stylesheet does not size it. */
  size?: number;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
