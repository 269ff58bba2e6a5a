/** Where the test output lives, whatever the working directory. */
import path from 'node:path';

import { projectRoot } from '../../../scripts/support/projectRoot';

/** Screenshots for people to look at; test-results/ is git-ignored. */
export const screenshotDir = path.join(projectRoot, 'test-results', 'screenshots');
