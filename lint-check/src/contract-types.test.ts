import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API contract is only worth having if a change to it stops every app that reads the changed field from
 * compiling. This type-checks each app's own code (its tsconfig, tests left out) with `@kaspit/api-contract` read
 * from its source and two fields renamed there in memory — one in the statistics reply, one in the signed-in user —
 * and names the apps that break over each. (That the apps compile with the contract as it is, is `npm run
 * typecheck`; so an app that fails with one rename applied fails over that rename.)
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const contractSource = join(root, 'api-contract/src');

interface Rename {
  /** The schema file under api-contract/src. */
  file: string;
  /** The field as the schema declares it, e.g. `byCategory: `. */
  field: string;
  renamed: string;
}

const RENAMES = {
  statistics: { file: 'statistics/index.ts', field: '  byCategory: z', renamed: '  spendingByCategory: z' },
  user: {
    file: 'users/index.ts',
    field: '  billingCyclePeriod: billingCyclePeriodSchema,',
    renamed: '  billingCycle: billingCyclePeriodSchema,',
  },
} satisfies Record<string, Rename>;

/** The contract's schema files as they read with `renames` applied, each rename hitting exactly one declaration. */
function renamedSources(renames: Rename[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const rename of renames) {
    const file = join(contractSource, rename.file);
    const original = texts.get(file) ?? readFileSync(file, 'utf8');
    // If the field moved, this test must be told, not pass without renaming anything.
    expect(original.split(rename.field), rename.file).toHaveLength(2);
    texts.set(file, original.replace(rename.field, rename.renamed));
  }
  return texts;
}

/** Source files parsed for one app's check, kept for the next (they are not changed by a check). */
const parsed = new Map<string, ts.SourceFile>();

/** The type errors in `app`'s own (non-test) files, with the contract's source files replaced by `sources`. */
function typeErrors(app: string, sources: Map<string, string>): ts.Diagnostic[] {
  const configFile = join(root, app, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configFile}`);
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: true,
    rootDir: undefined,
    // The contract from its source (not its built declarations), so the in-memory rename is what every app sees —
    // the apps themselves, and shared-auth's declarations, which name the contract's types.
    paths: { '@kaspit/api-contract': [join(contractSource, 'index.ts')] },
  };
  const host = ts.createCompilerHost(options, true);
  // What a parsed (and bound) file depends on besides its text: apps with the same settings share it.
  const { target, module, moduleResolution, jsx, strict, alwaysStrict } = options;
  const parseSettings = JSON.stringify({ target, module, moduleResolution, jsx, strict, alwaysStrict });
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => sources.get(file) ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, create) => {
    const text = sources.get(file);
    if (text !== undefined) return ts.createSourceFile(file, text, language);
    // A file parses the same for every app (the libraries' declarations, the shared packages'): parsed once.
    const key = `${file}|${JSON.stringify(language)}|${parseSettings}`;
    const known = parsed.get(key);
    if (known) return known;
    const sourceFile = getSourceFile(file, language, onError, create);
    if (sourceFile) parsed.set(key, sourceFile);
    return sourceFile;
  };
  const own = config.fileNames.filter((f) => !/\.test\.tsx?$/.test(f));
  const program = ts.createProgram({ rootNames: own, options, host });
  const appFolder = join(root, app) + '/';
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter((f) => f.fileName.startsWith(appFolder))
      .flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
  ];
}

/**
 * Where an error is, what it says, and the code on its line: a field read through the session's user may surface as
 * a type that no longer fits (not by its name), but the line that reads it names it.
 */
const describeError = (d: ts.Diagnostic) => {
  const where = d.file ? relative(root, d.file.fileName) : '(no file)';
  const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
  if (!d.file || d.start === undefined) return `${where}: ${message}`;
  const { line } = d.file.getLineAndCharacterOfPosition(d.start);
  const code = d.file.text.split('\n')[line]?.trim();
  return `${where}:${line + 1}: ${message} — \`${code}\``;
};

/** Every app compiled against the contract; some read the renamed fields, some do not. */
const APPS = [
  'api',
  'shared-auth',
  'shell',
  'mfe-budgets',
  'mfe-data-management',
  'mfe-discounts',
  'mfe-personal-area',
  'mfe-records',
  'mfe-statistics',
];

/** The apps that no longer compile with `rename` applied to the contract (and nothing else changed). */
function appsBrokenBy(rename: Rename): string[] {
  const sources = renamedSources([rename]);
  const broken: string[] = [];
  for (const app of APPS) {
    const errors = typeErrors(app, sources).map(describeError);
    // The app's own code breaks, not a package it imports (that would be the package's break, reported as its own).
    for (const error of errors) expect(error.startsWith(`${app}/`), error).toBe(true);
    if (errors.length) broken.push(app);
  }
  return broken;
}

describe('a field renamed in the API contract', () => {
  // Each rename alone, so every error an app shows is that rename's (the apps compile with the contract as it is:
  // `npm run typecheck`). A field read through the session's user may break an app as a type that no longer fits
  // a few lines on, not by its name, which is why the errors are not matched by the field's name.
  it('the statistics reply: stops exactly the apps that read it from compiling', { timeout: 900_000 }, () => {
    // The API computes the statistics; the shell's main page, the budgets page and the statistics page read them.
    expect(appsBrokenBy(RENAMES.statistics)).toEqual(['api', 'shell', 'mfe-budgets', 'mfe-statistics']);
  });

  it('the signed-in user: stops exactly the apps that read it from compiling', { timeout: 900_000 }, () => {
    // The API answers the user; shared-auth, the shell and four remotes read the billing cycle from the session.
    expect(appsBrokenBy(RENAMES.user)).toEqual([
      'api',
      'shared-auth',
      'shell',
      'mfe-budgets',
      'mfe-data-management',
      'mfe-discounts',
      'mfe-personal-area',
    ]);
  });
});
