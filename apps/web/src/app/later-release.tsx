import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

const LaterReleasePage = lazy(() =>
  import('../features/placeholder/index.ts').then((m) => ({ default: m.LaterReleasePage })),
);

/** A page of a later release, titled by its key in the shell's page names. */
export function LaterRelease({ page, standalone = false }: { page: string; standalone?: boolean }) {
  const { t } = useTranslation('shell');
  return <LaterReleasePage title={t(`pages.${page}`)} standalone={standalone} />;
}
