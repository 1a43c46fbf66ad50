import type { CheckoutLineObject, CheckoutSessionObject, PaymentMethodObject, RefundObject, StripeEventObject } from './stripe-objects.ts';
import { type CardField, type CardForm, type CardProblem, testCards } from './test-cards.ts';

/** What the card-setup page can say about the card as a whole (beside the fields' own problems). */
export type SetupProblem = 'card_declined';
import type { WebhookDelivery } from './webhook-sender.ts';

/**
 * The simulator's HTML: the hosted checkout page (in Danish or English, as the session's Stripe
 * locale says; the portal sends Faroese buyers `da`) and the developer overview at `/dev/pay`.
 */

type Language = 'da' | 'en';

const texts = {
  en: {
    title: 'Payment',
    testMode: 'Test mode: the local payment simulator. No card is charged.',
    order: 'Your order',
    item: 'Item',
    quantity: 'Quantity',
    amount: 'Amount',
    total: 'Total',
    card: 'Card details',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    testCards: 'Test cards',
    testCardsNote: 'Any future expiry date and any 3-digit CVC.',
    problemsHeading: 'The payment could not be made',
    card_not_recognised: 'Card number not recognised',
    expiry_invalid: 'Enter an expiry date as MM/YY that has not passed',
    cvc_invalid: 'Enter the 3 or 4 digit CVC',
    expired: 'This payment page has expired. Go back to the shop and start the payment again.',
    complete: 'This order is already paid.',
    back: 'Back to the shop',
    delayed: (seconds: number) => `webhook after ${seconds} s`,
    setupTitle: 'Save a card',
    setupNote: 'The card is kept by the payment provider for later payments. Nothing is charged now.',
    save: 'Save card',
    setupProblemsHeading: 'The card could not be saved',
    card_declined: 'The card was declined',
    setupComplete: 'This card is already saved.',
    setupExpired: 'This page has expired. Go back and start again.',
  },
  da: {
    title: 'Betaling',
    testMode: 'Testtilstand: den lokale betalingssimulator. Intet kort bliver trukket.',
    order: 'Din ordre',
    item: 'Vare',
    quantity: 'Antal',
    amount: 'Beløb',
    total: 'I alt',
    card: 'Kortoplysninger',
    cardNumber: 'Kortnummer',
    expiry: 'Udløbsdato (MM/ÅÅ)',
    cvc: 'CVC',
    name: 'Navn på kortet',
    pay: 'Betal',
    cancel: 'Annuller og gå tilbage',
    testCards: 'Testkort',
    testCardsNote: 'En hvilken som helst fremtidig udløbsdato og et hvilket som helst 3-cifret CVC.',
    problemsHeading: 'Betalingen kunne ikke gennemføres',
    card_not_recognised: 'Kortnummeret blev ikke genkendt',
    expiry_invalid: 'Angiv en udløbsdato som MM/ÅÅ, der ikke er overskredet',
    cvc_invalid: 'Angiv det 3- eller 4-cifrede CVC',
    expired: 'Denne betalingsside er udløbet. Gå tilbage til butikken og start betalingen igen.',
    complete: 'Denne ordre er allerede betalt.',
    back: 'Tilbage til butikken',
    delayed: (seconds: number) => `webhook efter ${seconds} s`,
    setupTitle: 'Gem et kort',
    setupNote: 'Kortet gemmes hos betalingsudbyderen til senere betalinger. Intet bliver trukket nu.',
    save: 'Gem kort',
    setupProblemsHeading: 'Kortet kunne ikke gemmes',
    card_declined: 'Kortet blev afvist',
    setupComplete: 'Dette kort er allerede gemt.',
    setupExpired: 'Denne side er udløbet. Gå tilbage og start igen.',
  },
} as const;

export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

export const languageOf = (session: CheckoutSessionObject): Language => (session.locale === 'da' ? 'da' : 'en');

/** DKK with two decimals, written the language's way (`DKK 250.00`, `250,00 kr.`). */
export function formatDkk(ore: number, language: Language): string {
  return new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', { style: 'currency', currency: 'DKK', minimumFractionDigits: 2 }).format(ore / 100);
}

const styles = `
  body { font-family: system-ui, sans-serif; max-width: 34rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; line-height: 1.5; }
  .test-mode { background: #fff4d6; border: 1px solid #d9a400; padding: .5rem .75rem; border-radius: .375rem; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
  th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  td.number, th.number { text-align: right; }
  label { display: block; font-weight: 600; margin-top: .75rem; }
  input { font: inherit; padding: .4rem .5rem; width: 100%; box-sizing: border-box; border: 1px solid #767676; border-radius: .25rem; }
  input[aria-invalid="true"] { border-color: #b00020; }
  .field-error, .problems { color: #b00020; }
  .actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.25rem; }
  button { font: inherit; padding: .5rem 1.5rem; background: #1b4f9c; color: #fff; border: 0; border-radius: .25rem; cursor: pointer; }
  :focus-visible { outline: 3px solid #1b4f9c; outline-offset: 2px; }
  code { font-size: .95em; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  body.wide { max-width: 80rem; }
  td form { margin: 0; }
  td button { padding: .2rem .75rem; }`;

function document(language: Language, title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body${options.wide ? ' class="wide"' : ''}><main>
${body}
</main></body>
</html>`;
}

function linesTable(lines: readonly CheckoutLineObject[], session: CheckoutSessionObject, language: Language): string {
  const t = texts[language];
  const rows = lines
    .map(
      (line) => `<tr><td>${escapeHtml(line.name)}</td><td class="number">${line.quantity}</td><td class="number">${formatDkk(line.unitAmount * line.quantity, language)}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption class="visually-hidden">${t.order}</caption>
<thead><tr><th scope="col">${t.item}</th><th scope="col" class="number">${t.quantity}</th><th scope="col" class="number">${t.amount}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">${t.total}</th><td class="number"><strong data-testid="total">${formatDkk(session.amount_total ?? 0, language)}</strong></td></tr></tfoot>
</table>`;
}

function field(options: { id: CardField | 'name'; label: string; value: string; autocomplete: string; inputmode?: string; problem?: string }): string {
  const errorId = `${options.id}-error`;
  const invalid = options.problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const inputmode = options.inputmode ? ` inputmode="${options.inputmode}"` : '';
  const error = options.problem ? `<p class="field-error" id="${errorId}">${escapeHtml(options.problem)}</p>` : '';
  return `<label for="${options.id}">${escapeHtml(options.label)}</label>
<input id="${options.id}" name="${fieldNames[options.id]}" autocomplete="${options.autocomplete}"${inputmode} value="${escapeHtml(options.value)}"${invalid}>
${error}`;
}

/** The form's field names (what `POST /dev/pay/checkout/:id` reads). */
export const fieldNames = { cardNumber: 'card_number', expiry: 'expiry', cvc: 'cvc', name: 'name' } as const;

export interface CheckoutPageOptions {
  session: CheckoutSessionObject;
  lines: readonly CheckoutLineObject[];
  delayedWebhookMs: number;
  form?: CardForm;
  problems?: Partial<Record<CardField, CardProblem>>;
}

export function checkoutPage(options: CheckoutPageOptions): string {
  const { session, lines, problems = {} } = options;
  const language = languageOf(session);
  const t = texts[language];
  const form = options.form ?? { cardNumber: '', expiry: '', cvc: '', name: '' };
  const problemList = Object.values(problems).map((problem) => `<li>${t[problem]}</li>`);
  const summary = problemList.length > 0 ? `<div class="problems" role="alert"><h2>${t.problemsHeading}</h2><ul>${problemList.join('')}</ul></div>` : '';
  const hint = (card: (typeof testCards)[number]) =>
    card.outcome.kind === 'paid' && card.outcome.delayedWebhook
      ? `${card.hint[language]} (${t.delayed(Number((options.delayedWebhookMs / 1000).toFixed(1)))})`
      : card.hint[language];
  const hints = testCards.map((card) => `<li><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${escapeHtml(hint(card))}</li>`).join('\n');
  return document(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p class="test-mode">${t.testMode}</p>
<h2>${t.order}</h2>
${linesTable(lines, session, language)}
${summary}
<form method="post" action="/dev/pay/checkout/${escapeHtml(session.id)}" novalidate>
<fieldset><legend>${t.card}</legend>
${field({ id: 'cardNumber', label: t.cardNumber, value: form.cardNumber, autocomplete: 'cc-number', inputmode: 'numeric', ...(problems.cardNumber ? { problem: t[problems.cardNumber] } : {}) })}
${field({ id: 'expiry', label: t.expiry, value: form.expiry, autocomplete: 'cc-exp', ...(problems.expiry ? { problem: t[problems.expiry] } : {}) })}
${field({ id: 'cvc', label: t.cvc, value: form.cvc, autocomplete: 'cc-csc', inputmode: 'numeric', ...(problems.cvc ? { problem: t[problems.cvc] } : {}) })}
${field({ id: 'name', label: t.name, value: form.name, autocomplete: 'cc-name' })}
</fieldset>
<div class="actions"><button type="submit">${t.pay}</button><a href="${escapeHtml(session.cancel_url)}">${t.cancel}</a></div>
</form>
<section aria-labelledby="test-cards"><h2 id="test-cards">${t.testCards}</h2>
<ul>
${hints}
</ul>
<p>${t.testCardsNote}</p></section>`,
  );
}

export interface CardSetupPageOptions {
  session: CheckoutSessionObject;
  form?: CardForm;
  problems?: Partial<Record<CardField, CardProblem>>;
  declined?: SetupProblem;
}

/**
 * The hosted card-setup page (Checkout in `setup` mode): the card fields of the checkout page,
 * no order, nothing charged; the saved cards' test numbers say what their later payments do.
 */
export function cardSetupPage(options: CardSetupPageOptions): string {
  const { session, problems = {} } = options;
  const language = languageOf(session);
  const t = texts[language];
  const form = options.form ?? { cardNumber: '', expiry: '', cvc: '', name: '' };
  const problemList = [...Object.values(problems).map((problem) => t[problem]), ...(options.declined ? [t[options.declined]] : [])].map((problem) => `<li>${problem}</li>`);
  const summary = problemList.length > 0 ? `<div class="problems" role="alert"><h2>${t.setupProblemsHeading}</h2><ul>${problemList.join('')}</ul></div>` : '';
  const hints = testCards.map((card) => `<li><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${escapeHtml(card.savedHint[language])}</li>`).join('\n');
  return document(
    language,
    t.setupTitle,
    `<h1>${t.setupTitle}</h1>
<p class="test-mode">${t.testMode}</p>
<p>${t.setupNote}</p>
${summary}
<form method="post" action="/dev/pay/checkout/${escapeHtml(session.id)}" novalidate>
<fieldset><legend>${t.card}</legend>
${field({ id: 'cardNumber', label: t.cardNumber, value: form.cardNumber, autocomplete: 'cc-number', inputmode: 'numeric', ...(problems.cardNumber ? { problem: t[problems.cardNumber] } : {}) })}
${field({ id: 'expiry', label: t.expiry, value: form.expiry, autocomplete: 'cc-exp', ...(problems.expiry ? { problem: t[problems.expiry] } : {}) })}
${field({ id: 'cvc', label: t.cvc, value: form.cvc, autocomplete: 'cc-csc', inputmode: 'numeric', ...(problems.cvc ? { problem: t[problems.cvc] } : {}) })}
${field({ id: 'name', label: t.name, value: form.name, autocomplete: 'cc-name' })}
</fieldset>
<div class="actions"><button type="submit">${t.save}</button><a href="${escapeHtml(session.cancel_url)}">${t.cancel}</a></div>
</form>
<section aria-labelledby="test-cards"><h2 id="test-cards">${t.testCards}</h2>
<ul>
${hints}
</ul>
<p>${t.testCardsNote}</p></section>`,
  );
}

/** What a buyer sees at a session that can no longer be paid. */
export function closedSessionPage(session: CheckoutSessionObject): string {
  const language = languageOf(session);
  const t = texts[language];
  const setup = session.mode === 'setup';
  const [message, link] =
    session.status === 'expired'
      ? [setup ? t.setupExpired : t.expired, session.cancel_url]
      : [setup ? t.setupComplete : t.complete, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id)];
  return document(language, setup ? t.setupTitle : t.title, `<h1>${t.title}</h1>\n<p role="status">${message}</p>\n<p><a href="${escapeHtml(link)}">${t.back}</a></p>`);
}

export function notFoundPage(): string {
  return document('en', 'Not found', '<h1>Not found</h1>\n<p>No checkout session with this id in the payment simulator.</p>\n<p><a href="/dev/pay">All sessions</a></p>');
}

export interface OverviewData {
  sessions: CheckoutSessionObject[];
  events: StripeEventObject[];
  deliveries: WebhookDelivery[];
  refunds: RefundObject[];
  paymentMethods: PaymentMethodObject[];
  webhookUrl: string;
  apiBase: string;
}

function table(caption: string, headings: string[], rows: string[][]): string {
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  const body =
    rows.length > 0 ? rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n') : `<tr><td colspan="${headings.length}">None yet.</td></tr>`;
  return `<h2>${escapeHtml(caption)}</h2>\n<table><thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`;
}

const action = (path: string, label: string) => `<form method="post" action="${escapeHtml(path)}"><button type="submit">${escapeHtml(label)}</button></form>`;
const time = (seconds: number) => escapeHtml(new Date(seconds * 1000).toISOString());

/** `/dev/pay`: every session, event, webhook delivery and refund, newest first, with replay and expire buttons. */
export function overviewPage(data: OverviewData): string {
  const sessions = table(
    'Checkout sessions',
    ['Session', 'Order', 'Total', 'Status', 'Payment', 'Expires', ''],
    [...data.sessions]
      .reverse()
      .map((session) => [
        session.status === 'open' ? `<a href="/dev/pay/checkout/${escapeHtml(session.id)}">${escapeHtml(session.id)}</a>` : escapeHtml(session.id),
        escapeHtml(session.client_reference_id ?? ''),
        session.amount_total === null ? escapeHtml(`card setup (${session.customer ?? ''})`) : formatDkk(session.amount_total, 'en'),
        escapeHtml(`${session.status} / ${session.payment_status}`),
        escapeHtml(session.payment_intent ?? ''),
        time(session.expires_at),
        session.status === 'open' ? action(`/dev/pay/sessions/${session.id}/expire`, 'Expire') : '',
      ]),
  );
  const events = table(
    'Events',
    ['Event', 'Type', 'Object', 'Created', ''],
    [...data.events]
      .reverse()
      .map((event) => [
        escapeHtml(event.id),
        escapeHtml(event.type),
        escapeHtml(event.data.object.id),
        time(event.created),
        action(`/dev/pay/events/${event.id}/resend`, 'Resend'),
      ]),
  );
  const deliveries = table(
    'Webhook deliveries',
    ['At', 'Event', 'Type', 'Attempt', 'Answer'],
    [...data.deliveries]
      .reverse()
      .map((delivery) => [
        escapeHtml(delivery.at),
        escapeHtml(delivery.eventId),
        escapeHtml(delivery.eventType),
        `${delivery.attempt}${delivery.replay ? ' (resend)' : ''}`,
        escapeHtml(delivery.status ?? delivery.error ?? ''),
      ]),
  );
  const refunds = table(
    'Refunds',
    ['Refund', 'Payment', 'Amount', 'Status', 'Reason'],
    [...data.refunds]
      .reverse()
      .map((refund) => [escapeHtml(refund.id), escapeHtml(refund.payment_intent), formatDkk(refund.amount, 'en'), escapeHtml(refund.status), escapeHtml(refund.reason ?? '')]),
  );
  const cards = table(
    'Saved cards',
    ['Payment method', 'Customer', 'Card', 'Expiry'],
    [...data.paymentMethods]
      .reverse()
      .map((method) => [
        escapeHtml(method.id),
        escapeHtml(method.customer ?? 'detached'),
        escapeHtml(`${method.card.brand} •••• ${method.card.last4}`),
        escapeHtml(`${String(method.card.exp_month).padStart(2, '0')}/${method.card.exp_year}`),
      ]),
  );
  return document(
    'en',
    'Payment simulator',
    `<h1>Payment simulator</h1>
<p>Stripe's API subset at <code>${escapeHtml(data.apiBase)}</code>; webhooks go to <code>${escapeHtml(data.webhookUrl)}</code>.</p>
${sessions}
${events}
${deliveries}
${refunds}
${cards}`,
    { wide: true },
  );
}
