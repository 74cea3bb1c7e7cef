import { type ComponentProps, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from './tabs.tsx';

type TabbedPageProps<T extends string> = ComponentProps<typeof Tabs<T>> & {
  /** Names the page's class and heading: `help` gives `.help-page` and `#help-title`. */
  name: string;
  /** The page's heading, and the browser tab's title. */
  title: string;
};

/** A page of tabs under its heading (Help, Reports, Settings, Transfer). */
export function TabbedPage<T extends string>({ name, title, ...tabs }: TabbedPageProps<T>) {
  useEffect(() => {
    document.title = `${title} · Emas`;
  }, [title]);
  return (
    <section className={`${name}-page`} aria-labelledby={`${name}-title`}>
      <h1 id={`${name}-title`}>{title}</h1>
      <Tabs {...tabs} />
    </section>
  );
}

type AddressTabbedPageProps<T extends string> = Omit<
  TabbedPageProps<T>,
  'value' | 'onChange' | 'defaultValue' | 'rememberKey'
> & {
  /** Picks the tab shown from the one the address asks for (`?tab=`, null when none). */
  shown: (asked: string | null) => T;
};

/** A `TabbedPage` whose tab is kept in the address, so a link or a reload opens it again. */
export function AddressTabbedPage<T extends string>({ shown, ...page }: AddressTabbedPageProps<T>) {
  const [params, setParams] = useSearchParams();
  return (
    <TabbedPage {...page} value={shown(params.get('tab'))} onChange={(tab) => setParams({ tab })} />
  );
}
