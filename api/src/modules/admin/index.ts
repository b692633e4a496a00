// The admin panel's face: its endpoints (the composition root mounts them).
export { adminEndpoints } from './endpoints.ts';
