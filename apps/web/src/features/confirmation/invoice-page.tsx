import { confirmationEndpoints } from '@emas/api/confirmation';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/endpoint-call.ts';
import { ConfirmationPages } from './confirmation-pages.tsx';
import { documentFromData } from './document-from-data.ts';
import { INVOICE_TEXTS } from './messages.ts';

type Direction = 'buy' | 'sell';
type InvoiceQuery = { orderMatchId: string; direction: Direction; token: string };

const invoiceQueryOf = (params: URLSearchParams): InvoiceQuery | null => {
  const orderMatchId = params.get('order_match_id');
  const direction = params.get('direction');
  const token = params.get('token');
  if (!orderMatchId || !token || (direction !== 'buy' && direction !== 'sell')) return null;
  return { orderMatchId, direction, token };
};

function Message({ text, alert = false }: { text: { id: string; en: string }; alert?: boolean }) {
  return (
    <div className="invoice-message" role={alert ? 'alert' : 'status'}>
      <p>{text.id}</p>
      <p lang="en">{text.en}</p>
    </div>
  );
}

/** Why a document is not shown: being prepared (FileNotExist), refused, or anything else. */
const failureText = (error: unknown) => {
  if (!(error instanceof ApiError)) return INVOICE_TEXTS.failed;
  if (error.body?.code === 'FileNotExist') return INVOICE_TEXTS.preparing;
  if (error.httpStatus === 403 || error.httpStatus === 422) return INVOICE_TEXTS.refused;
  return INVOICE_TEXTS.failed;
};

function InvoiceDocument({ query }: { query: InvoiceQuery }) {
  const result = useQuery({
    queryKey: ['confirmation', query.orderMatchId, query.direction, query.token],
    queryFn: async ({ signal }) => {
      const answer = await call(
        confirmationEndpoints.confirmationData,
        {
          query: {
            order_match_id: query.orderMatchId,
            direction: query.direction,
            token: query.token,
          },
        },
        signal,
      );
      return documentFromData(answer.body);
    },
    retry: false,
    staleTime: Infinity,
  });
  if (result.isPending) return <Message text={INVOICE_TEXTS.loading} />;
  if (result.isError) return <Message text={failureText(result.error)} alert />;
  return (
    <>
      <div className="invoice-toolbar">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {INVOICE_TEXTS.print.id} / <span lang="en">{INVOICE_TEXTS.print.en}</span>
        </button>
      </div>
      <ConfirmationPages doc={result.data} />
    </>
  );
}

/**
 * /invoice?order_match_id&direction&token (spec 002 section 2): the printable four-page trade
 * confirmation, with no sign-in. The token in the address must be a live session of a party of
 * the trade (or above it); otherwise the server refuses and the page shows only that.
 */
export function InvoicePage() {
  const [params] = useSearchParams();
  const query = invoiceQueryOf(params);
  useEffect(() => {
    document.title = `${INVOICE_TEXTS.pageTitle} · Emas`;
  }, []);
  return (
    <main className="invoice-screen">
      {query === null ? (
        <Message text={INVOICE_TEXTS.refused} alert />
      ) : (
        <InvoiceDocument query={query} />
      )}
    </main>
  );
}
