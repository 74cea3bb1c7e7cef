import { sidebarEntries, type SidebarEntry, type Viewer } from '@emas/domain';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { SidebarIcon } from './sidebar-icons.tsx';

/** The spec's words for the two entries that open a dialog instead of a page. */
export const E_WARRANT_TEXT = 'This feature will available soon.';
export const LOGOUT_QUESTION = 'Are you sure want to logout?';
export const LOGOUT_CONFIRM = 'Yes';
export const LOGOUT_CANCEL = 'cancel';

const PATHS: Record<Exclude<SidebarEntry, 'e-warrant' | 'logout'>, string> = {
  trade: '/',
  'trading-chart': '/trading-chart',
  reports: '/reports',
  transfer: '/transfer',
  rrs: '/rrs',
  withdrawal: '/withdrawal',
  'market-insight': '/marketinsight',
  news: '/news',
  help: '/help',
  settings: '/settings',
};

type SidebarProps = { viewer: Viewer; id: string; open: boolean; onNavigate: () => void };

/** The signed-in menu of spec 000 section 2, filtered for the viewer by the domain's rule. */
export function Sidebar({ viewer, id, open, onNavigate }: SidebarProps) {
  const { t } = useTranslation('shell');
  const alert = useAlert();
  const navigate = useNavigate();

  const showEWarrant = () => {
    onNavigate();
    void alert.show({ type: 'info', title: E_WARRANT_TEXT });
  };
  const askLogout = async () => {
    onNavigate();
    const outcome = await alert.show({
      type: 'confirm',
      title: LOGOUT_QUESTION,
      confirmText: LOGOUT_CONFIRM,
      declineText: LOGOUT_CANCEL,
    });
    if (outcome === 'confirm') navigate('/logout');
  };

  const item = (entry: SidebarEntry) => {
    const content = (
      <>
        <SidebarIcon entry={entry} />
        <span>{t(`sidebar.${entry}`)}</span>
      </>
    );
    if (entry === 'e-warrant' || entry === 'logout') {
      const onClick = entry === 'logout' ? () => void askLogout() : showEWarrant;
      return (
        <button type="button" className="sidebar-link" onClick={onClick}>
          {content}
        </button>
      );
    }
    return (
      <NavLink
        to={PATHS[entry]}
        end={entry === 'trade'}
        className="sidebar-link"
        onClick={onNavigate}
      >
        {content}
      </NavLink>
    );
  };

  return (
    <nav id={id} className={open ? 'sidebar sidebar-open' : 'sidebar'} aria-label={t('navigation')}>
      <ul>
        {sidebarEntries(viewer).map((entry) => (
          <li key={entry} className={entry === 'logout' ? 'sidebar-logout' : undefined}>
            {item(entry)}
          </li>
        ))}
      </ul>
    </nav>
  );
}
