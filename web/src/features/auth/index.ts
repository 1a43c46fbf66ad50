// The auth feature's public face: the only file other features may import from it (the import
// rules in .dependency-cruiser.cjs). Routes compose features and may import their files directly.
export { pendingAuthorization } from './api/pending-authorization';
export { useAdoptPendingUser } from './hooks/use-adopt-pending-user';
export { useLogout } from './hooks/use-logout';
export { usePasskeys, removePasskey, type Passkey } from './passkeys/passkey-api';
export { addPasskey, ceremonyAbandoned, passkeysSupported, stepUpWithPasskey } from './passkeys/ceremonies';
