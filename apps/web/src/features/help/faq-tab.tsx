import { useLanguage } from '../../lib/i18n.ts';
import { faqOf } from './faq.ts';
import { useHelpTranslation } from './use-help-translation.ts';

/** FAQ: the questions by topic, each a disclosure (details/summary) the keyboard and readers know. */
export function FaqTab() {
  const { t } = useHelpTranslation();
  const [language] = useLanguage();
  return (
    <div className="help-tab">
      <h2 className="help-heading">{t('faq.heading')}</h2>
      {faqOf(language).map(({ topic, entries }) => (
        <section key={topic} className="faq-topic" aria-label={topic}>
          <h3 className="faq-topic-title">{topic}</h3>
          {entries.map(({ question, answer }) => (
            <details key={question} className="faq-entry">
              <summary>{question}</summary>
              <p>{answer}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
