import { useId } from 'react';
import { Modal, type ModalProps } from '../../components/modal.tsx';

type TicketFrameProps = ModalProps & {
  /** Beside the chart on the trading screen, instead of a dialog over the page. */
  docked: boolean;
};

/**
 * Where the ticket sits: the spec's dialog when a tile opens it, or a panel of the trading
 * screen (issue 23) with the same title, contents and actions. The docked panel is a region:
 * it neither traps focus nor closes, and its body scrolls within the screen's height.
 */
export function TicketFrame({ docked, ...props }: TicketFrameProps) {
  const titleId = useId();
  if (!docked) return <Modal {...props} />;
  const { title, headerExtra, children, footer, describedBy, className } = props;
  return (
    <section
      className={`ticket-docked ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <div className="ticket-docked-header">
        <h2 id={titleId} className="ticket-docked-title">
          {title}
        </h2>
        {headerExtra}
      </div>
      <div className="ticket-docked-body">{children}</div>
      {footer ? <div className="ticket-docked-footer">{footer}</div> : null}
    </section>
  );
}
