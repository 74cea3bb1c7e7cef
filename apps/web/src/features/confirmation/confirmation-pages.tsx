import {
  type Bilingual,
  type ConfirmationDocument,
  type ConfirmationField,
  type ConfirmationPage,
  type LogoMark,
  CONFIRMATION_TEXTS,
  confirmationLogos,
  confirmationPages,
} from '@emas/domain';
import './confirmation-pages.css';

/**
 * The four pages of a trade confirmation as printable A4 sheets: the same layout, labels and
 * figures as the server's PDF, both laid out by the domain's `confirmationPages`.
 */
function Logo({ logo }: { logo: LogoMark }) {
  return (
    <div className="confirmation-logo">
      <svg viewBox="0 0 48 48" role="img" aria-label={logo.name} width="40" height="40">
        {logo.shapes.map((shape, index) => (
          <path
            key={index}
            d={shape.d}
            fill={shape.stroke === undefined ? (shape.fill ?? logo.color) : 'none'}
            stroke={shape.stroke}
            strokeWidth={shape.strokeWidth}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
      </svg>
      <div>
        <strong style={{ color: logo.color }}>{logo.alias}</strong>
        <small>{logo.name}</small>
      </div>
    </div>
  );
}

function Label({ text }: { text: Bilingual }) {
  return (
    <>
      <span className="confirmation-id">{text.id}</span>
      <span className="confirmation-en" lang="en">
        {text.en}
      </span>
    </>
  );
}

function Fields({ fields }: { fields: readonly ConfirmationField[] }) {
  return (
    <dl className="confirmation-fields">
      {fields.map((field) => (
        <div key={field.label.en} className={field.strong ? 'confirmation-strong' : undefined}>
          <dt>
            <Label text={field.label} />
          </dt>
          <dd>{typeof field.value === 'string' ? field.value : <Label text={field.value} />}</dd>
        </div>
      ))}
    </dl>
  );
}

function Heading({ text }: { text: Bilingual }) {
  return (
    <h3 className="confirmation-heading">
      {text.id} / <span lang="en">{text.en}</span>
    </h3>
  );
}

function TradeBody({ page }: { page: ConfirmationPage }) {
  const line = page.contractLine;
  return (
    <>
      <Fields fields={page.identifiers ?? []} />
      <div className="confirmation-parties">
        {(page.parties ?? []).map((block) => (
          <section key={block.heading.en} aria-label={block.heading.en}>
            <Heading text={block.heading} />
            <Fields fields={block.fields} />
          </section>
        ))}
      </div>
      {line === undefined ? null : (
        <section aria-label={CONFIRMATION_TEXTS.contract.en}>
          <Heading text={CONFIRMATION_TEXTS.contract} />
          <div className="confirmation-table-wrap">
            <table className="confirmation-table">
              <thead>
                <tr>
                  {line.headers.map((header) => (
                    <th key={header.en} scope="col">
                      <Label text={header} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {line.cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}

function MoneyBody({ page }: { page: ConfirmationPage }) {
  return (
    <>
      <Fields fields={page.money ?? []} />
      <hr />
      <Fields fields={page.statuses ?? []} />
      <section aria-label={CONFIRMATION_TEXTS.terms.en}>
        <Heading text={CONFIRMATION_TEXTS.terms} />
        <ol className="confirmation-terms">
          {(page.terms ?? []).map((term) => (
            <li key={term.en}>
              <Label text={term} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Sheet({ doc, page }: { doc: ConfirmationDocument; page: ConfirmationPage }) {
  const label = CONFIRMATION_TEXTS.documentId;
  return (
    <article className="confirmation-page" aria-label={page.footer.page}>
      <header className="confirmation-header">
        <div className="confirmation-logos">
          {confirmationLogos(doc.brokerId).map((logo) => (
            <Logo key={logo.key} logo={logo} />
          ))}
        </div>
        <h2>
          {page.title.id}
          <span lang="en">{page.title.en}</span>
        </h2>
        <p className="confirmation-version">
          {page.version.id} / {page.version.en}
        </p>
      </header>
      <div className="confirmation-body">
        {page.identifiers === undefined ? <MoneyBody page={page} /> : <TradeBody page={page} />}
      </div>
      <footer className="confirmation-footer">
        <span>
          {label.id} / {label.en}: {page.footer.documentId}
        </span>
        <strong>{page.footer.page}</strong>
      </footer>
    </article>
  );
}

export function ConfirmationPages({ doc }: { doc: ConfirmationDocument }) {
  return (
    <div className="confirmation-pages">
      {confirmationPages(doc).map((page) => (
        <Sheet key={page.number} doc={doc} page={page} />
      ))}
    </div>
  );
}
