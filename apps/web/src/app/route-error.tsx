import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen's code failed to load (a new release replaced the chunks, or the network dropped)
 * or a screen threw. Reloading fetches the current code.
 */
export function RouteError() {
  // The shared texts, in the entry chunk: a failed chunk may be the shell's own.
  const { t } = useTranslation('common');
  return (
    <main className="route-error" role="alert">
      <p>{t('page.chunkFailed')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('page.reload')}
      </button>
    </main>
  );
}

type BoundaryProps = { location: string; children: ReactNode };
type BoundaryState = { failed: boolean; location: string };

/**
 * Shows RouteError in place of the routes below when they throw, until the location changes
 * (as a data router's errorElement would; the app runs the declarative router, which has none).
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
