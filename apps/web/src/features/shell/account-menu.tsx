import { useId } from 'react';
import { usePopover } from '../../lib/use-popover.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { CurrencySwitch } from './currency-switch.tsx';
import { HubSwitch } from './hub-switch.tsx';
import { useShellTranslation } from './translation.ts';

const INITIALS_MAX = 2;

/** Up to two initials of a name: 'Siti Rahma Putri' → 'SR'; no name → '?'. */
export const initialsOf = (name: string): string => {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, INITIALS_MAX)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
};

type AccountMenuProps = { fullname: string; hin: string | null; userId: string };

/**
 * The profile picture (initials; no photos are stored yet) opens the top bar's secondary
 * items: name and HIN, the hub switch and the language, and on a phone the currency switch
 * too. Esc or a click elsewhere closes it; Esc gives the focus back to the picture.
 */
export function AccountMenu({ fullname, hin, userId }: AccountMenuProps) {
  const { t } = useShellTranslation();
  const { open, setOpen, root, button } = usePopover();
  const panelId = useId();

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-controls={panelId}
        title={fullname}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(fullname)}
        </span>
        <span className="visually-hidden">{t('profile.label', { name: fullname })}</span>
        <span className="account-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} className="account-panel" hidden={!open}>
        <p className="account-name">{fullname}</p>
        <dl className="account-hin">
          <dt className="top-bar-caption">{t('hin.label')}</dt>
          <dd className="top-bar-hin">{hin ?? t('hin.none')}</dd>
        </dl>
        {/* The groups carry their names; the captions only repeat them for the eye. */}
        <div className="account-row account-currency">
          <span className="top-bar-caption" aria-hidden="true">
            {t('currency.label')}
          </span>
          <CurrencySwitch />
        </div>
        <HubSwitch userId={userId} />
        <div className="account-row">
          <span className="top-bar-caption" aria-hidden="true">
            {t('languageLabel')}
          </span>
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
