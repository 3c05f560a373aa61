import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

/** One public entry point of a package (`.` or a subpath of its `exports`) and its type declarations. */
export interface EntryPoint {
  /** `shared-auth` for `.`, `shared-auth.page-start` for `./page-start`. */
  reportName: string;
  declarations: string;
}

interface PackageJson {
  name: string;
  version: string;
  exports?: Record<string, { types?: string }>;
}

export function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Every entry point of the package's `exports` that has type declarations. */
export function entryPoints(dir: string): EntryPoint[] {
  const pkg = readPackage(dir);
  const base = pkg.name.replace(/^@[^/]+\//, '');
  return Object.entries(pkg.exports ?? {}).flatMap(([subpath, target]) =>
    target.types
      ? [
          {
            reportName:
              subpath === '.' ? base : `${base}.${subpath.replace(/^\.\//, '').replace(/\//g, '-')}`,
            declarations: path.join(dir, target.types),
          },
        ]
      : [],
  );
}

/**
 * API Extractor's report of one entry point of the (built) package in `dir`: every exported declaration, and the
 * declarations they reference without exporting, as TypeScript signatures. Compiler errors fail; API Extractor's
 * own advice (release tags, documentation) is not part of the contract and is left out.
 */
export function extractReport(dir: string, entry: EntryPoint): string {
  const scratch = mkdtempSync(path.join(tmpdir(), 'api-report-'));
  try {
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: dir,
        mainEntryPointFilePath: entry.declarations,
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              module: 'NodeNext',
              moduleResolution: 'NodeNext',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: true,
              types: [],
            },
            files: [entry.declarations],
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: `${entry.reportName}.api.md`,
          reportFolder: scratch,
          reportTempFolder: scratch,
          includeForgottenExports: true,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        newlineKind: 'lf',
        messages: {
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
          extractorMessageReporting: {
            default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
          },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
        },
      },
      configObjectFullPath: path.join(dir, 'api-extractor.json'),
      packageJsonFullPath: path.join(dir, 'package.json'),
    });
    const errors: string[] = [];
    const result = Extractor.invoke(config, {
      localBuild: true,
      messageCallback: (message) => {
        if (message.logLevel === ExtractorLogLevel.Error) errors.push(message.formatMessageWithLocation(dir));
        message.handled = true;
      },
    });
    if (!result.succeeded || errors.length)
      throw new Error(`API Extractor could not read ${entry.declarations}:\n${errors.join('\n')}`);
    return readFileSync(path.join(scratch, `${entry.reportName}.api.md`), 'utf8');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
