import { useTranslation } from 'react-i18next';

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

/** The HIN display and the profile picture (initials; no photos are stored yet). */
export function ProfileBadge({ fullname, hin }: { fullname: string; hin: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <div className="profile-badge">
      <div className="top-bar-field">
        <span className="top-bar-caption">{t('hin.label')}</span>
        <span className="top-bar-hin">{hin ?? t('hin.none')}</span>
      </div>
      <span
        className="avatar"
        role="img"
        aria-label={t('profile.label', { name: fullname })}
        title={fullname}
      >
        {initialsOf(fullname)}
      </span>
    </div>
  );
}
