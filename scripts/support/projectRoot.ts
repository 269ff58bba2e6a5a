/** The project's root directory, whatever the working directory. */
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
