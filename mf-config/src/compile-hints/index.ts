import type { Compiler } from 'webpack';

/** V8's explicit compile hint for a whole file (Chrome 136+); other engines read it as a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every JavaScript file of the build with V8's `allFunctionsCalledOnLoad` hint: Chrome then compiles all of
 * the file's functions while it streams the script in, on a background thread, instead of compiling each function
 * on the main thread the first time it is called. For the shell, whose start-up chunks are almost all called on
 * load (React, the router, shared-auth, the layout), that moves compilation out of the start-up's main-thread
 * tasks. Added after minification (a minifier drops comments) and before the source maps are written (so they
 * account for the extra line).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/\.m?js$/.test(name)) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
