import { useLanguage } from '../../lib/i18n.ts';
import { documentUrl } from './help-calls.ts';
import { useHelpTranslation } from './use-help-translation.ts';

/** The agreements are not published here: the member (broker) gives out the current one. */
const CONTACT_MEMBER = 'PLEASE CONTACT YOUR MEMBER FOR THE LATEST VERSION';

/** DOCUMENTATION: the Quick Guide and Brochure PDFs, and where to get the agreements. */
export function DocumentationTab() {
  const { t } = useHelpTranslation();
  const [language] = useLanguage();
  const pdfs = [
    {
      document: 'quick-guide',
      title: t('documents.quickGuide'),
      note: t('documents.quickGuideNote'),
    },
    { document: 'brochure', title: t('documents.brochure'), note: t('documents.brochureNote') },
  ] as const;
  return (
    <div className="help-tab">
      <h2 className="help-heading">{t('documents.heading')}</h2>
      <ul className="document-list">
        {pdfs.map(({ document, title, note }) => (
          <li key={document} className="document">
            <div>
              <h3 className="document-title">{title}</h3>
              <p className="help-muted">{note}</p>
            </div>
            <a
              className="button button-primary"
              href={documentUrl(document, language)}
              download={`emas-${document}-${language}.pdf`}
              aria-label={`${t('documents.download')}: ${title}`}
            >
              {t('documents.download')}
            </a>
          </li>
        ))}
        {[t('documents.qualityFramework'), t('documents.accountAgreement')].map((title) => (
          <li key={title} className="document">
            <div>
              <h3 className="document-title">{title}</h3>
              <p className="document-contact">{CONTACT_MEMBER}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
