import { SetupWizard } from '../renderers/SetupWizard';
import { defineIsland } from './island';

/** The setup guide, which scripts turn into a wizard that shows one step at a time. */
export default defineIsland('setup-wizard', SetupWizard);
