import { useShellTranslation } from '../features/shell/index.ts';
import { lazy } from 'react';

const LaterReleasePage = lazy(() =>
  import('../features/placeholder/index.ts').then((m) => ({ default: m.LaterReleasePage })),
);

/** A page of a later release, titled by its key in the shell's page names. */
export function LaterRelease({ page, standalone = false }: { page: string; standalone?: boolean }) {
  const { t } = useShellTranslation();
  return <LaterReleasePage title={t(`pages.${page}`)} standalone={standalone} />;
}
