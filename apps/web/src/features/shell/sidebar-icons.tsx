import { StrokeIcon } from '../../components/stroke-icon.tsx';

/** A sidebar entry's icon: one stroke path drawn in a 24-unit box; decorative only. */
export function SidebarIcon({ path }: { path: string }) {
  return <StrokeIcon className="sidebar-icon" path={path} />;
}
