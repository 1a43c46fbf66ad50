/**
 * The simulator's test cards (Stripe's numbers, spaces ignored) and the checks of the other
 * card fields. Any expiry in the future and any 3–4 digit CVC will do, as with Stripe's.
 */

export type CardOutcome =
  | { kind: 'paid'; delayedWebhook: boolean }
  /** `declineCode` is absent for a plain decline: the failure reads as `card_declined`. */
  | { kind: 'declined'; declineCode?: string };

/** What happens when a saved card is charged off-session (`off_session=true&confirm=true`), as with Stripe's cards. */
export type OffSessionOutcome =
  | { kind: 'succeeded' }
  | { kind: 'declined'; code: 'card_declined'; declineCode?: string }
  /** The bank wants the cardholder (3-D Secure): Stripe's `authentication_required`. */
  | { kind: 'declined'; code: 'authentication_required'; declineCode: 'authentication_required' };

export interface TestCard {
  number: string;
  /** Paying on the hosted checkout page. */
  outcome: CardOutcome;
  /** Saving it on the card-setup page: saved, or declined (Stripe's 0002 declines a setup too). */
  setup: 'saved' | 'declined';
  /** Charging it later, saved, with nobody present. */
  offSession: OffSessionOutcome;
  /** What the hosted page's hint says the card does. */
  hint: { en: string; da: string };
  /** What the card-setup page's hint says the card does once saved. */
  savedHint: { en: string; da: string };
}

const succeeds: OffSessionOutcome = { kind: 'succeeded' };

export const testCards: readonly TestCard[] = [
  {
    number: '4242424242424242',
    outcome: { kind: 'paid', delayedWebhook: false },
    setup: 'saved',
    offSession: succeeds,
    hint: { en: 'paid', da: 'betalt' },
    savedHint: { en: 'saved; later payments succeed', da: 'gemt; senere betalinger gennemføres' },
  },
  {
    number: '4000000000000002',
    outcome: { kind: 'declined' },
    setup: 'declined',
    offSession: { kind: 'declined', code: 'card_declined' },
    hint: { en: 'declined (card_declined)', da: 'afvist (card_declined)' },
    savedHint: { en: 'declined (card_declined): not saved', da: 'afvist (card_declined): ikke gemt' },
  },
  {
    number: '4000000000009995',
    outcome: { kind: 'declined', declineCode: 'insufficient_funds' },
    setup: 'saved',
    offSession: { kind: 'declined', code: 'card_declined', declineCode: 'insufficient_funds' },
    hint: { en: 'declined (insufficient_funds)', da: 'afvist (insufficient_funds)' },
    savedHint: { en: 'saved; later payments declined (insufficient_funds)', da: 'gemt; senere betalinger afvises (insufficient_funds)' },
  },
  {
    number: '4000000000003220',
    outcome: { kind: 'paid', delayedWebhook: true },
    setup: 'saved',
    offSession: succeeds,
    hint: { en: 'paid, but the webhook arrives late', da: 'betalt, men webhooken kommer sent' },
    savedHint: { en: 'saved; later payments succeed', da: 'gemt; senere betalinger gennemføres' },
  },
  {
    number: '4000000000000341',
    outcome: { kind: 'declined' },
    setup: 'saved',
    offSession: { kind: 'declined', code: 'card_declined' },
    hint: { en: 'declined (card_declined)', da: 'afvist (card_declined)' },
    savedHint: { en: 'saved; later payments declined (card_declined)', da: 'gemt; senere betalinger afvises (card_declined)' },
  },
  {
    number: '4000002760003184',
    // On the hosted page the buyer is there to authenticate; later, with nobody present, the bank still asks.
    outcome: { kind: 'paid', delayedWebhook: false },
    setup: 'saved',
    offSession: { kind: 'declined', code: 'authentication_required', declineCode: 'authentication_required' },
    hint: { en: 'paid (authenticated on the page)', da: 'betalt (godkendt på siden)' },
    savedHint: { en: 'saved; later payments need authentication (authentication_required)', da: 'gemt; senere betalinger kræver godkendelse (authentication_required)' },
  },
];

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardProblem = 'card_not_recognised' | 'expiry_invalid' | 'cvc_invalid';

export const testCardOf = (cardNumber: string): TestCard | null => testCards.find((card) => card.number === cardNumber.replace(/\s+/g, '')) ?? null;

export function cardOutcome(cardNumber: string): CardOutcome | null {
  return testCardOf(cardNumber)?.outcome ?? null;
}

/** MM/YY (or MM/YYYY) as month and four-digit year; null when not a real month. */
export function readExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month < 1 || month > 12 ? null : { month, year };
}

/** A card is good through the last day of its expiry month. */
export const cardExpiredAt = (expiry: { month: number; year: number }, now: Date): boolean => expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/** MM/YY (or MM/YYYY), a real month, not before the current month. */
function expiryValid(expiry: string, now: Date): boolean {
  const read = readExpiry(expiry);
  return read !== null && !cardExpiredAt(read, now);
}

/** Each field that is wrong, with its problem; empty when the card can be charged. */
export function cardProblems(form: CardForm, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (!cardOutcome(form.cardNumber)) problems.cardNumber = 'card_not_recognised';
  if (!expiryValid(form.expiry, now)) problems.expiry = 'expiry_invalid';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) problems.cvc = 'cvc_invalid';
  return problems;
}
