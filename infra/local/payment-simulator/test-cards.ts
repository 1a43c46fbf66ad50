/**
 * The simulator's test cards (Stripe's numbers, spaces ignored) and the checks of the other
 * card fields. Any expiry in the future and any 3–4 digit CVC will do, as with Stripe's.
 */

export type CardOutcome =
  | { kind: 'paid'; delayedWebhook: boolean }
  /** `declineCode` is absent for a plain decline: the failure reads as `card_declined`. */
  | { kind: 'declined'; declineCode?: string };

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  /** What the hosted page's hint says the card does. */
  hint: { en: string; da: string };
}

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', outcome: { kind: 'paid', delayedWebhook: false }, hint: { en: 'paid', da: 'betalt' } },
  { number: '4000000000000002', outcome: { kind: 'declined' }, hint: { en: 'declined (card_declined)', da: 'afvist (card_declined)' } },
  {
    number: '4000000000009995',
    outcome: { kind: 'declined', declineCode: 'insufficient_funds' },
    hint: { en: 'declined (insufficient_funds)', da: 'afvist (insufficient_funds)' },
  },
  {
    number: '4000000000003220',
    outcome: { kind: 'paid', delayedWebhook: true },
    hint: { en: 'paid, but the webhook arrives late', da: 'betalt, men webhooken kommer sent' },
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

export function cardOutcome(cardNumber: string): CardOutcome | null {
  const digits = cardNumber.replace(/\s+/g, '');
  return testCards.find((card) => card.number === digits)?.outcome ?? null;
}

/** MM/YY (or MM/YYYY), a real month, not before the current month. */
function expiryValid(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Each field that is wrong, with its problem; empty when the card can be charged. */
export function cardProblems(form: CardForm, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (!cardOutcome(form.cardNumber)) problems.cardNumber = 'card_not_recognised';
  if (!expiryValid(form.expiry, now)) problems.expiry = 'expiry_invalid';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) problems.cvc = 'cvc_invalid';
  return problems;
}
