/** A holder as a desk shows it: the name, and the HIN under it. */
export function HolderCell({ fullname, hin }: { fullname: string; hin: string | null }) {
  return (
    <span className="operator-stack">
      <span>{fullname}</span>
      <small>{hin ?? '-'}</small>
    </span>
  );
}
