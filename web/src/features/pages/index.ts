/** The static public pages' face. */
export { ContactPage, PortfolioPage, WorkshopPage } from './PublicPages';
