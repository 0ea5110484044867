import { ServerExplorer } from '../renderers/ServerExplorer';
import { defineIsland } from './island';

/** The server locations with their search, filter and sort. */
export default defineIsland('server-explorer', ServerExplorer);
