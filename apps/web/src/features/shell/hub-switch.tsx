import { hubs as domainHubs, type HubId } from '@emas/domain';
import { useId } from 'react';
import { activeHub } from '../../lib/preferences.ts';
import { useHubs } from './queries.ts';
import { useShellTranslation } from './translation.ts';

const fallbackHubs = domainHubs.map((hub) => ({
  id: hub.id,
  name: hub.label,
  selectable: hub.isSelectable,
}));

/** The hub switch: Jakarta selectable, the other hubs listed but disabled (spec 000 §4). */
export function HubSwitch({ userId }: { userId: string }) {
  const { t } = useShellTranslation();
  const id = useId();
  const hubs = useHubs(userId).data ?? fallbackHubs;
  const current = activeHub.use();
  return (
    <div className="top-bar-field">
      <label className="top-bar-caption" htmlFor={id}>
        {t('hub.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => activeHub.set(event.target.value as HubId)}
      >
        {hubs.map((hub) => (
          <option key={hub.id} value={hub.id} disabled={!hub.selectable}>
            {hub.selectable ? hub.name : t('hub.unavailable', { hub: hub.name })}
          </option>
        ))}
      </select>
    </div>
  );
}
