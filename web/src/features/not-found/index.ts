/** The 404 page's face (the app's routes and the profile's unknown tabs). */
export { NotFoundPage } from './NotFoundPage';
