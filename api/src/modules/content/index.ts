// The site content's face: its endpoints, the first-boot seed, and the copy index.html is served with.
export { contentEndpoints } from './endpoints.ts';
export { injectContent } from './initial-content.ts';
export { seedContent } from './seed.ts';
export { readAll } from './service.ts';
