import type { Chunk, ChunkGroup, Compiler, Module } from 'webpack';

/** The asset listing the start-up scripts, for the shell's prerender to write into the app page. */
export const STARTUP_SCRIPTS_FILE = 'startup-scripts.json';

export interface StartupScriptsOptions {
  /**
   * Import requests, made by the app at start-up, whose chunks belong to the start-up too (a lazy import the first
   * render or the first request always reaches), e.g. `axios`.
   */
  alsoAtStart?: string[];
}

/**
 * Lists, in `startup-scripts.json`, the scripts the entry loads at start-up besides itself: the chunks of the entry
 * chunk's own dynamic imports (the shell's start-up steps), of the shared modules it provides (React, the shared
 * session: what its start-up imports resolve to), and of the imports named in `alsoAtStart`; not the chunks the
 * app loads later (pages, dialogs), nor the fallback copies of shared modules, which a provider makes unneeded. The
 * entry finds these one import after another, each once the one before has run: on a slow network a round trip
 * each. Named in the page as preloads, they are all fetched while the entry runs.
 */
export class StartupScriptsPlugin {
  constructor(private readonly options: StartupScriptsOptions = {}) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    const alsoAtStart = new Set(this.options.alsoAtStart ?? []);
    compiler.hooks.thisCompilation.tap('StartupScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupScriptsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set<string>();
          for (const entrypoint of compilation.entrypoints.values()) {
            const loaded = new Set<Chunk>(entrypoint.chunks);
            // A module concatenated into another (scope hoisting) is in no chunk itself: its host is.
            const entryModules = new Set(
              entrypoint.chunks.flatMap((chunk) =>
                [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => [
                  module,
                  ...((module as { modules?: Module[] }).modules ?? []),
                ]),
              ),
            );
            const openedBy = (group: ChunkGroup, test: (origin: ChunkGroup['origins'][number]) => boolean) =>
              group.origins.length > 0 && group.origins.every(test);
            const queue = [...entrypoint.childrenIterable].filter((group) =>
              openedBy(
                group,
                ({ module }) =>
                  module !== null && (entryModules.has(module) || module.type === 'provide-module'),
              ),
            );
            const seen = new Set<ChunkGroup>(queue);
            for (const group of queue) {
              for (const chunk of group.chunks) {
                if (loaded.has(chunk)) continue;
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              }
              for (const child of group.childrenIterable) {
                if (seen.has(child) || !openedBy(child, ({ request }) => alsoAtStart.has(request))) continue;
                seen.add(child);
                queue.push(child);
              }
            }
          }
          compilation.emitAsset(
            STARTUP_SCRIPTS_FILE,
            new sources.RawSource(`${JSON.stringify({ scripts: [...files].sort() }, null, 2)}\n`),
          );
        },
      );
    });
  }
}
