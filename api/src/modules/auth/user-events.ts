// Moved to api/src/identity/. Kept only until admin/users.ts (being edited by another change)
// imports the identity layer; then deleted.
export { emitUserUpdated } from '../../identity/index.ts';
