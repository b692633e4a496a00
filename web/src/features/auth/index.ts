/** The sign-in area's face: the login page and dialog, the form the admin login reuses, the live session watch. */
export { AuthForm } from './AuthForm';
export { AuthLive } from './AuthLive';
export { AuthModal } from './AuthModal';
export { LoginPage } from './LoginPage';
