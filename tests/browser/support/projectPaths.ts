/** Where the project and the test output live, whatever the working directory. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');

/** Screenshots for people to look at; test-results/ is git-ignored. */
export const screenshotDir = path.join(projectRoot, 'test-results', 'screenshots');
