import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

/** The asset listing the start-up scripts per entry, for the shell's prerender to write into the app page. */
export const STARTUP_SCRIPTS_FILE = 'startup-scripts.json';

export interface StartupScriptsOptions {
  /**
   * Import requests, as written in the app's code, whose chunks belong to the start-up too (a lazy import the first
   * render or the first request always reaches), e.g. `axios`. A request that opens no chunk fails the build: a
   * renamed or moved file would otherwise drop out of the list unnoticed.
   */
  alsoAtStart?: string[];
}

type Origin = ChunkGroup['origins'][number];

const openedBy = (group: ChunkGroup, test: (origin: Origin) => boolean) =>
  group.origins.length > 0 && group.origins.every(test);

/** The modules of an entry's chunks, with those concatenated into them (scope hoisting leaves those in no chunk). */
function modulesOf(compilation: Compilation, chunks: Chunk[]): Set<Module> {
  return new Set(
    chunks.flatMap((chunk) =>
      [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => [
        module,
        ...((module as { modules?: Module[] }).modules ?? []),
      ]),
    ),
  );
}

/**
 * Lists, in `startup-scripts.json` (`{ "<entry>": ["<file>.js", …] }`), the scripts each entry loads at start-up
 * besides itself: the chunks of the entry chunk's own dynamic imports (the shell's start-up steps), of every shared
 * module the build provides (the shell's start-up uses them all: React, React DOM, the shared session, domain), and
 * of the imports named in `alsoAtStart`; not the chunks the app loads later (pages, dialogs), nor the fallback
 * copies of shared modules, which a provider makes unneeded. The entry finds these one import after another, each
 * once the one before has run: on a slow network a round trip each. Named in the page as preloads, they are all
 * fetched while the entry runs.
 */
export class StartupScriptsPlugin {
  constructor(private readonly options: StartupScriptsOptions = {}) {}

  apply(compiler: Compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    const alsoAtStart = new Set(this.options.alsoAtStart ?? []);
    compiler.hooks.thisCompilation.tap('StartupScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupScriptsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const listed: Record<string, string[]> = {};
          const matched = new Set<string>();
          for (const [name, entrypoint] of compilation.entrypoints) {
            const loaded = new Set<Chunk>(entrypoint.chunks);
            const entryModules = modulesOf(compilation, entrypoint.chunks);
            const queue = [...entrypoint.childrenIterable].filter((group) =>
              openedBy(
                group,
                ({ module }) =>
                  module !== null && (entryModules.has(module) || module.type === 'provide-module'),
              ),
            );
            const seen = new Set<ChunkGroup>(queue);
            const files = new Set<string>();
            for (const group of queue) {
              for (const chunk of group.chunks) {
                if (loaded.has(chunk)) continue;
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              }
              for (const child of group.childrenIterable) {
                if (seen.has(child) || !openedBy(child, ({ request }) => alsoAtStart.has(request))) continue;
                for (const { request } of child.origins) matched.add(request);
                seen.add(child);
                queue.push(child);
              }
            }
            listed[name] = [...files].sort();
          }
          for (const request of alsoAtStart) {
            if (!matched.has(request)) {
              compilation.errors.push(
                new WebpackError(
                  `StartupScriptsPlugin: no start-up chunk imports "${request}" (alsoAtStart)`,
                ),
              );
            }
          }
          compilation.emitAsset(
            STARTUP_SCRIPTS_FILE,
            new sources.RawSource(`${JSON.stringify(listed, null, 2)}\n`),
          );
        },
      );
    });
  }
}
