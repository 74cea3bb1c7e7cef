import { useShellTranslation } from './translation.ts';
import { E_WARRANT_TEXT } from './sidebar.tsx';

/** /e-warrant: the spec's notice that the feature is not there yet. */
export function EWarrantPage() {
  const { t } = useShellTranslation();
  return (
    <section className="page-card" aria-labelledby="e-warrant-title">
      <h1 id="e-warrant-title">{t('pages.e-warrant')}</h1>
      <p>{E_WARRANT_TEXT}</p>
    </section>
  );
}
