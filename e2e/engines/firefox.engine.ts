import { launchGecko } from './gecko';
import { engineSuite } from './suite';

// Firefox ESR's Gecko, the engine of Tor Browser.
engineSuite(launchGecko);
