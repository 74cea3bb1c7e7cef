import type { Location } from '@emas/api';
import { useEffect, useId, useRef, useState } from 'react';
import { searchLocations } from './bullion-calls.ts';
import { useBullionTranslation } from './use-bullion-translation.ts';

/** Search starts past this many characters (spec 002 section 5: longer than 2). */
const SEARCH_LENGTH_MIN = 3;

type Search =
  | { state: 'idle' | 'short' | 'searching' | 'failed' }
  | { state: 'done'; places: readonly Location[] };

/**
 * The pick-up location search: a search for text longer than 2 characters, a short-text hint
 * otherwise, and the earlier request cancelled whenever the text changes, so a slow answer to
 * an old text never replaces the answer to the new one.
 */
export function LocationSearch({
  chosen,
  onChoose,
}: {
  chosen: Location | null;
  onChoose: (location: Location | null) => void;
}) {
  const { t } = useBullionTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const onType = (next: string) => {
    setText(next);
    inFlight.current?.abort();
    inFlight.current = null;
    const trimmed = next.trim();
    if (trimmed === '') return setSearch({ state: 'idle' });
    if (trimmed.length < SEARCH_LENGTH_MIN) return setSearch({ state: 'short' });
    const controller = new AbortController();
    inFlight.current = controller;
    setSearch({ state: 'searching' });
    searchLocations(trimmed, controller.signal).then(
      (places) => {
        if (!controller.signal.aborted) setSearch({ state: 'done', places });
      },
      () => {
        if (!controller.signal.aborted) setSearch({ state: 'failed' });
      },
    );
  };

  const choose = (place: Location) => {
    onChoose(place);
    setText('');
    setSearch({ state: 'idle' });
  };

  if (chosen !== null) {
    return (
      <div className="bullion-location-chosen">
        <p>{t('locationChosen', { place: `${chosen.postcode} - ${chosen.address}` })}</p>
        <button type="button" className="text-button" onClick={() => onChoose(null)}>
          {t('changeLocation')}
        </button>
      </div>
    );
  }
  return (
    <div className="bullion-location">
      <label htmlFor={inputId}>{t('location')}</label>
      <input
        id={inputId}
        type="search"
        className="field-input"
        value={text}
        placeholder={t('locationPlaceholder')}
        aria-describedby={hintId}
        autoComplete="off"
        onChange={(event) => onType(event.target.value)}
      />
      <p id={hintId} className="bullion-hint" aria-live="polite">
        {search.state === 'short' ? t('locationShort') : null}
        {search.state === 'searching' ? t('locationSearching') : null}
        {search.state === 'done' && search.places.length === 0 ? t('locationNone') : null}
      </p>
      {search.state === 'done' && search.places.length > 0 ? (
        <ul className="bullion-location-results">
          {search.places.map((place) => (
            <li key={place.postcode + place.address}>
              <button type="button" onClick={() => choose(place)}>
                <strong>{place.postcode}</strong> {place.address}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
