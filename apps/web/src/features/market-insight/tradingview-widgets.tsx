import type { Locale } from '@emas/domain';
import { useLanguage } from '../../lib/i18n.ts';
import { useMarketInsightTranslation } from './translation.ts';

/**
 * The spec's third-party market widgets, shown only when MARKET_WIDGETS=tradingview: each is
 * TradingView's own widget page in a frame (never its script on our page), so the security
 * policy allows its frame origin and nothing else.
 */
const WIDGET_ORIGIN = 'https://s.tradingview.com/embed-widget';

type Widget = {
  key: 'widgetCalendar' | 'widgetCommodities' | 'widgetCrossRates' | 'widgetIndices';
  path: string;
  options: object;
};

const WIDGETS: readonly Widget[] = [
  {
    key: 'widgetCalendar',
    path: 'events',
    options: { importanceFilter: '0,1', countryFilter: 'id,us,cn,eu' },
  },
  {
    key: 'widgetCommodities',
    path: 'market-quotes',
    options: {
      symbolsGroups: [
        {
          name: 'Commodities',
          symbols: [{ name: 'OANDA:XAUUSD' }, { name: 'OANDA:XAGUSD' }, { name: 'TVC:USOIL' }],
        },
      ],
    },
  },
  {
    key: 'widgetCrossRates',
    path: 'forex-cross-rates',
    options: { currencies: ['USD', 'IDR', 'EUR', 'JPY', 'SGD', 'CNY'] },
  },
  {
    key: 'widgetIndices',
    path: 'market-quotes',
    options: {
      symbolsGroups: [
        {
          name: 'Indices',
          symbols: [{ name: 'IDX:COMPOSITE' }, { name: 'FOREXCOM:SPXUSD' }, { name: 'INDEX:NKY' }],
        },
      ],
    },
  },
];

export const widgetUrl = (widget: Widget, locale: Locale): string =>
  `${WIDGET_ORIGIN}/${widget.path}/?locale=${locale}#${encodeURIComponent(
    JSON.stringify({
      ...widget.options,
      width: '100%',
      height: '100%',
      colorTheme: 'light',
      locale,
    }),
  )}`;

export function TradingViewWidgets() {
  const { t } = useMarketInsightTranslation();
  const [language] = useLanguage();
  return (
    <section className="insight-card insight-widgets" aria-labelledby="insight-widgets-title">
      <h2 id="insight-widgets-title">{t('widgetsHeading')}</h2>
      <p className="insight-note">{t('widgetsNote')}</p>
      <div className="insight-widget-grid">
        {WIDGETS.map((widget) => (
          <figure key={widget.key} className="insight-widget">
            <figcaption>{t(widget.key)}</figcaption>
            <iframe title={t(widget.key)} src={widgetUrl(widget, language)} loading="lazy" />
          </figure>
        ))}
      </div>
    </section>
  );
}
