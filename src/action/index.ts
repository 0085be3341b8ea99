import { start } from './start.js';

await start(process.env, process.cwd());
