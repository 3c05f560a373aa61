import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './command.js';
import { expect } from './test.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
/** What the previous release's shell and one remote are built from: the packages they are made of. */
const LIBRARIES = ['domain', 'remotes-manifest', 'mf-config', 'shared-auth'];
/** Packages that only some releases have (shared-auth's types from the API contract): built when the release has them. */
const LATER_LIBRARIES = ['api-contract'];
/** The root files the workspaces' configurations extend (the root package.json is left out: no workspaces here). */
const ROOT_FILES = ['tsconfig.base.json', 'tsconfig.web.json'];

export interface PreviousRelease {
  /** The commit built: the last one before shared-auth got the version it has now. */
  commit: string;
  /** shared-auth's version then, and now. */
  sharedAuth: { then: string; now: string };
  /** A STATIC_ROOT for the server: `shell/dist` and `<remote>/dist` of the previous release. */
  staticRoot: string;
  /** Whether the previous release locked the same packages as now (else its sources use today's installs). */
  sameLockFile: boolean;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const versionIn = (packageJson: string) => (JSON.parse(packageJson) as { version: string }).version;

/** The last commit before the one that gave shared-auth its current version. */
function previousReleaseCommit(): { commit: string; then: string; now: string } {
  const now = versionIn(readFileSync(path.join(repo, 'shared-auth/package.json'), 'utf8'));
  let bump: string | undefined;
  for (const commit of git('log', '--format=%H', '--', 'shared-auth/package.json').split('\n')) {
    if (versionIn(git('show', `${commit}:shared-auth/package.json`)) !== now) break;
    bump = commit;
  }
  const commit = bump ? git('rev-parse', `${bump}^`) : git('rev-parse', 'HEAD');
  const then = versionIn(git('show', `${commit}:shared-auth/package.json`));
  if (then === now)
    throw new Error(`no earlier shared-auth version than ${now} in this clone's history (a shallow clone?)`);
  return { commit, then, now };
}

/**
 * Today's installed packages, except our own: `node_modules/@kaspit/*` point at the previous release's sources.
 * Links only — nothing is installed or copied.
 */
function linkModules(root: string, workspaces: string[]): void {
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@kaspit'), { recursive: true });
  for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
    if (entry !== '@kaspit') symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry));
  }
  for (const workspace of workspaces)
    symlinkSync(path.join(root, workspace), path.join(modules, '@kaspit', workspace), 'dir');
}

async function build(root: string, remote: string): Promise<PreviousRelease> {
  const { commit, then, now } = previousReleaseCommit();
  const later = LATER_LIBRARIES.filter((library) => git('ls-tree', commit, library) !== '');
  const workspaces = [...LIBRARIES, ...later, 'shell', remote];
  const archive = path.join(root, 'source.tar');
  git('archive', '--format=tar', `--output=${archive}`, commit, ...ROOT_FILES, ...workspaces);
  await run(root, 'tar', ['-xf', archive]);
  linkModules(root, workspaces);
  const npmBuild = (workspace: string) => run(path.join(root, workspace), 'npm', ['run', 'build']);
  // In dependency order; what does not depend on each other is built side by side.
  await Promise.all(['domain', 'remotes-manifest', 'mf-config'].map(npmBuild));
  // The contract is built on domain, and shared-auth on the contract.
  for (const library of later) await npmBuild(library);
  await npmBuild('shared-auth');
  await Promise.all([npmBuild('shell'), npmBuild(remote)]);
  const sameLockFile = git('show', `${commit}:package-lock.json`) === git('show', 'HEAD:package-lock.json');
  return { commit, sharedAuth: { then, now }, staticRoot: root, sameLockFile };
}

/**
 * Runs `build` into a folder of this run (E2E_RUN_DIR) named `name`, once per run: the first test to ask builds
 * while the others wait for it, and every one gets what the build returned.
 */
async function oncePerRun<T>(name: string, build: (folder: string) => Promise<T>): Promise<T> {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set: run through playwright.config.ts');
  const folder = path.join(runDir, name);
  const built = path.join(folder, '.built.json');
  const failed = path.join(folder, '.failed.txt');
  mkdirSync(runDir, { recursive: true });
  let builder = true;
  try {
    mkdirSync(folder);
  } catch {
    builder = false;
  }
  if (builder) {
    try {
      const result = await build(folder);
      writeFileSync(built, JSON.stringify(result));
      return result;
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  }
  await expect
    .poll(() => existsSync(built) || existsSync(failed), { timeout: 900_000, intervals: [1_000] })
    .toBe(true);
  if (existsSync(failed)) throw new Error(`building ${name} failed:\n${readFileSync(failed, 'utf8')}`);
  return JSON.parse(readFileSync(built, 'utf8')) as T;
}

/** The previous release's shell and `remote`, built from git: the commit before shared-auth's current version. */
export function previousRelease(remote: string): Promise<PreviousRelease> {
  return oncePerRun(`previous-release-${remote}`, (root) => build(root, remote));
}

/**
 * Today's `remote`, built as its team would after taking up today's shared-auth minor: requiring it
 * (`^<today's version>`), which a page still on the previous release does not provide. Returns its dist folder.
 */
export function remoteNeedingTodaysSharedAuth(remote: string): Promise<{ dist: string; requires: string }> {
  return oncePerRun(`needs-todays-shared-auth-${remote}`, async (root) => {
    const now = versionIn(readFileSync(path.join(repo, 'shared-auth/package.json'), 'utf8'));
    for (const file of ROOT_FILES) cpSync(path.join(repo, file), path.join(root, file));
    cpSync(path.join(repo, remote), path.join(root, remote), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
    symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const manifest = path.join(root, remote, 'package.json');
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
    const requires = `^${now}`;
    pkg.dependencies['@kaspit/shared-auth'] = requires;
    writeFileSync(manifest, JSON.stringify(pkg, null, 2));
    await run(path.join(root, remote), 'npm', ['run', 'build']);
    return { dist: path.join(root, remote, 'dist'), requires };
  });
}
