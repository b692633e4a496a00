// Moved to api/src/identity/. Kept only until the files still naming this path (realtime/gateway.ts,
// health/policies.ts, being edited by another change) import the identity layer; then deleted.
export { cachedAuth, resolveToken } from '../../identity/index.ts';
