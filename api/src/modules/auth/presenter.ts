// Moved to api/src/identity/me-view.ts. Kept only until the files still naming this path
// (auth/endpoints.ts, admin/endpoints.ts, profile/endpoints.ts, being edited by another change)
// import the identity layer; then deleted.
export { presentMe } from '../../identity/index.ts';
