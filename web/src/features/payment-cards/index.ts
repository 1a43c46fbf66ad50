// The payment-cards feature's public face: the only file other features may import from it (the
// import rules in .dependency-cruiser.cjs). The renewal tab lists the cards to choose from.
export { usePaymentCards } from './api/payment-cards';
export { cardText } from './components/card-text';
export { ExpiryBadge } from './components/expiry-badge';
