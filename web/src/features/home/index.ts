/** The main page's face. */
export { HomePage } from './HomePage';
