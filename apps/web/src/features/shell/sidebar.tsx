import { isMenuEntryShown, type PageAccess, type Viewer } from '@emas/domain';
import { NavLink, useNavigate } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { SidebarIcon } from './sidebar-icons.tsx';
import { useShellTranslation } from './translation.ts';

/** The spec's words for the two entries that open a dialog instead of a page. */
export const E_WARRANT_TEXT = 'This feature will available soon.';
export const LOGOUT_QUESTION = 'Are you sure want to logout?';
export const LOGOUT_CONFIRM = 'Yes';
export const LOGOUT_CANCEL = 'cancel';

/** A row of the navigation table as the sidebar shows it; `to` is its page's path. */
export type MenuEntry = {
  entry: string;
  to: string;
  icon: string;
  /** 'page' links to the page; E-Warrant shows its notice; Logout asks first. */
  opens: 'page' | 'notice' | 'logout';
  access: PageAccess;
};

type SidebarProps = {
  entries: readonly MenuEntry[];
  viewer: Viewer;
  id: string;
  open: boolean;
  onNavigate: () => void;
};

/** The signed-in menu of spec 000 section 2, filtered for the viewer by the domain's rule. */
export function Sidebar({ entries, viewer, id, open, onNavigate }: SidebarProps) {
  const { t } = useShellTranslation();
  const alert = useAlert();
  const navigate = useNavigate();

  const showEWarrant = () => {
    onNavigate();
    void alert.show({ type: 'info', title: E_WARRANT_TEXT });
  };
  const askLogout = async (to: string) => {
    onNavigate();
    const outcome = await alert.show({
      type: 'confirm',
      title: LOGOUT_QUESTION,
      confirmText: LOGOUT_CONFIRM,
      declineText: LOGOUT_CANCEL,
    });
    if (outcome === 'confirm') navigate(to);
  };

  const item = ({ entry, to, icon, opens }: MenuEntry) => {
    const content = (
      <>
        <SidebarIcon path={icon} />
        <span>{t(`sidebar.${entry}`)}</span>
      </>
    );
    if (opens !== 'page') {
      const onClick = opens === 'logout' ? () => void askLogout(to) : showEWarrant;
      return (
        <button type="button" className="sidebar-link" onClick={onClick}>
          {content}
        </button>
      );
    }
    return (
      <NavLink to={to} end={to === '/'} className="sidebar-link" onClick={onNavigate}>
        {content}
      </NavLink>
    );
  };

  return (
    <nav id={id} className={open ? 'sidebar sidebar-open' : 'sidebar'} aria-label={t('navigation')}>
      <ul>
        {entries
          .filter((entry) => isMenuEntryShown(entry.access, viewer))
          .map((entry) => (
            <li
              key={entry.entry}
              className={entry.opens === 'logout' ? 'sidebar-logout' : undefined}
            >
              {item(entry)}
            </li>
          ))}
      </ul>
    </nav>
  );
}
