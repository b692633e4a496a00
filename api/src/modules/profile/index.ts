// The member profile's face: its endpoints.
export { profileEndpoints } from './endpoints.ts';
