import type { CallAnswer, CallInput, Endpoint } from '@emas/api';
import { type ReactNode, useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import type { SegmentOption } from '../../components/segmented-control.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { Desk } from './desk.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { type DeskMessage, useDeskAction } from './use-desk-action.ts';
import { useOperatorPage } from './use-operator-page.ts';

type PagedEndpoint = Endpoint & { readonly query: NonNullable<Endpoint['query']> };
type Filter<E extends PagedEndpoint> = Omit<NonNullable<CallInput<E>['query']>, 'offset' | 'limit'>;
type RowOf<E extends PagedEndpoint> =
  CallAnswer<E> extends { data: { body: readonly (infer Row)[] } } ? Row : never;

/**
 * A queue of waiting items, a page at a time: which rows it shows (waiting ones or all), the
 * row being rejected, and one decision at a time, the list read again after each.
 */
export function useDecisionDesk<E extends PagedEndpoint, Scope extends string>(
  key: string,
  endpoint: E,
  firstScope: Scope,
  filterOf: (scope: Scope) => Filter<E>,
) {
  type Row = RowOf<E> & { id: string };
  const [scope, setScope] = useState<Scope>(firstScope);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const { query, page, setPage, refreshKey } = useOperatorPage(key, endpoint, filterOf(scope));
  const { busyId, message, run } = useDeskAction(refreshKey);
  /** Runs a decision on a row: busy on that row, then the outcome line. */
  const decide = (row: Row, action: () => Promise<unknown>, doneText: string) =>
    void run(row.id, action, doneText);
  /** The row's two decisions: the desk's own (pay out, approve, grant) and Reject. */
  const buttons = (row: Row, label: string, onDecide: () => void, rejectLabel?: string) => (
    <DecisionButtons
      busyId={busyId}
      rowId={row.id}
      label={label}
      onDecide={onDecide}
      onReject={() => setRejecting(row)}
      {...(rejectLabel === undefined ? {} : { rejectLabel })}
    />
  );
  return {
    scope,
    setScope,
    rejecting,
    setRejecting,
    list: { query, page, setPage } as DeskList<Row>,
    refreshKey,
    busyId,
    message,
    decide,
    buttons,
  };
}

type DeskList<Row> = Parameters<typeof Desk<Row & { id: string }, string>>[0]['list'];

export type DecisionDeskState<Row extends { id: string }, Scope extends string> = {
  scope: Scope;
  setScope: (scope: Scope) => void;
  rejecting: Row | null;
  setRejecting: (row: Row | null) => void;
  list: DeskList<Row>;
  message: DeskMessage | null;
  decide: (row: Row, action: () => Promise<unknown>, doneText: string) => void;
};

type Rejection<Row> = {
  /** The reason dialog's title. */
  title: (row: Row) => string;
  action: (row: Row, reason: string) => Promise<unknown>;
  doneText: (row: Row) => string;
  /** Before the rejection runs, beside closing the reason dialog. */
  onStart?: () => void;
};

type DecisionDeskProps<Row extends { id: string }, Scope extends string> = {
  desk: DecisionDeskState<Row, Scope>;
  /** Prefix of the heading's id. */
  id: string;
  heading: string;
  intro: string;
  scopes: readonly SegmentOption<Scope>[];
  columns: readonly Column<Row>[];
  /** What to say of the last decision, when the desk words it otherwise. */
  message?: DeskMessage | null;
  /** Reject with a reason; none where the desk has no rejection. */
  reject?: Rejection<Row>;
  /** The desk's other dialogs. */
  children?: ReactNode;
};

/** A console queue: its waiting items with their decisions, and the reason asked for a rejection. */
export function DecisionDesk<Row extends { id: string }, Scope extends string>({
  desk,
  id,
  heading,
  intro,
  scopes,
  columns,
  message = desk.message,
  reject,
  children,
}: DecisionDeskProps<Row, Scope>) {
  const { rejecting, setRejecting } = desk;
  return (
    <Desk
      id={id}
      heading={heading}
      intro={intro}
      scope={{ value: desk.scope, onChange: desk.setScope, options: scopes }}
      message={message}
      list={desk.list}
      columns={columns}
    >
      {children}
      {rejecting === null || reject === undefined ? null : (
        <ReasonDialog
          title={reject.title(rejecting)}
          onConfirm={(reason) => {
            setRejecting(null);
            reject.onStart?.();
            desk.decide(
              rejecting,
              () => reject.action(rejecting, reason),
              reject.doneText(rejecting),
            );
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </Desk>
  );
}
