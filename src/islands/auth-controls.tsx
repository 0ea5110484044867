import { AuthControls } from '../renderers/AuthForm';
import { defineIsland } from './island';

/** The sign-up and log-in forms with their Google button. */
export default defineIsland('auth-controls', AuthControls);
