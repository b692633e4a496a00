// The health probes' face: their endpoints.
export { healthEndpoints } from './endpoints.ts';
