import { launchWebKit } from './webkit';
import { engineSuite } from './suite';

// WebKitGTK's WebKit, the engine of Safari and of every browser on an iPhone.
engineSuite(launchWebKit);
