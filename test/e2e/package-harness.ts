import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Folder to run in; the installed project by default. */
  cwd?: string;
  /** Variables added to the environment. */
  env?: Record<string, string>;
  /** Text written to standard input. */
  input?: string;
}

export interface InstalledPackage {
  /** The project that installed the tarball: a package.json, node_modules, nothing else. */
  dir: string;
  /** The tarball `npm pack` wrote. */
  tarball: string;
  /** `npx evalgate ARGS` in the project, as a user runs it after `npm i -D evalgate`. */
  run(args: string[], options?: RunOptions): Promise<CommandResult>;
  /** Removes the project, the tarball and the npm cache it used. */
  close(): Promise<void>;
}

/**
 * npm run offline against an npm cache of its own: whatever the package needs must come with its
 * tarball, nothing from a registry or from the cache `npm ci` filled. The npm_* variables of an
 * enclosing `npm test` are dropped so they cannot steer the inner npm.
 */
function npmEnv(cache: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key)) env[key] = value;
  }
  return {
    ...env,
    npm_config_cache: cache,
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    ...extra,
  };
}

function command(
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: options.cwd, env: options.env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }),
    );
    child.stdin.end(options.input ?? '');
  });
}

async function checked(
  what: string,
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  const result = await command(file, args, options);
  if (result.code !== 0) {
    throw new Error(`${what} exited ${result.code}:\n${result.stdout}${result.stderr}`);
  }
  return result;
}

/**
 * Packs this checkout with `npm pack` (its files as committed, dist/ included; prepack's drift
 * check is skipped, `npm test` runs it) and installs the tarball into an empty project, offline.
 */
export async function installPackedTarball(): Promise<InstalledPackage> {
  const root = await tempDir('evalgate-package-');
  const packDir = path.join(root, 'pack');
  const cache = path.join(root, 'npm-cache');
  const dir = path.join(root, 'project');
  await mkdir(packDir);
  await mkdir(dir);
  try {
    await checked('npm pack', 'npm', ['pack', '--ignore-scripts', '--pack-destination', packDir], {
      cwd: repoRoot,
      env: npmEnv(cache),
    });
    const packed = (await readdir(packDir)).filter((name) => name.endsWith('.tgz'));
    if (packed.length !== 1) {
      throw new Error(`npm pack: expected one tarball in ${packDir}, found ${packed.join(', ')}`);
    }
    const tarball = path.join(packDir, packed[0]!);
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'evalgate-user', version: '1.0.0', private: true }, null, 2) + '\n',
    );
    await checked('npm install', 'npm', ['install', '--save-dev', '--ignore-scripts', tarball], {
      cwd: dir,
      env: npmEnv(cache),
    });
    return {
      dir,
      tarball,
      run: (args, options = {}) =>
        command('npx', ['--no', '--', 'evalgate', ...args], {
          cwd: options.cwd ?? dir,
          env: npmEnv(cache, options.env),
          input: options.input,
        }),
      close: () => rm(root, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
