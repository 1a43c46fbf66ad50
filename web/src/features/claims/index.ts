// The claims feature's public face: the only file other features may import from it (the import
// rules in .dependency-cruiser.cjs). /my-user shows the claim flow.
export { ClaimDomains } from './components/claim-domains';
