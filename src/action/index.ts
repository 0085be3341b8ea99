import { preflight } from './preflight.js';

// Each flow loads only when the step gets that far: a step whose config cannot be read fails
// before the bundle's flows are compiled.
const refused = preflight(process.env, process.cwd());
if (refused !== null) {
  process.stdout.write(refused);
  process.exitCode = 1;
} else {
  const { run } = await import('./main.js');
  await run();
}
