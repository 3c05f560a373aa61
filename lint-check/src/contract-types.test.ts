import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API contract is only worth having if a change to it stops every app that reads the changed field from
 * compiling. This type-checks each app's own code (its tsconfig, tests left out) with `@kaspit/api-contract` read
 * from its source and fields renamed there in memory — one in the statistics reply, one in the signed-in user, one
 * in the AI insights reply — and names the apps that break over each. (That the apps compile with the contract as
 * it is, is `npm run typecheck`; so an app that fails with one rename applied fails over that rename.)
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
  ai: { file: 'ai/index.ts', field: '    daysLeft: z.number()', renamed: '    daysRemaining: z.number()' },
} satisfies Record<string, Rename>;

/** The field's name before and after the rename. */
const fieldNames = (rename: Rename) => [rename.field, rename.renamed].map((text) => /(\w+):/.exec(text)![1]!);

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

/**
 * The apps that no longer compile over each of `renames`, applied together (each in its own file) so that every app
 * is checked once for all of them. An error belongs to the rename whose field — old or new name — it mentions; one
 * that mentions none belongs to `unnamed`, the rename whose errors may not name it (a field read through the
 * session's user can surface as a type that no longer fits). So an error misplaced is an app in the wrong list.
 */
function appsBrokenByEach<Name extends string>(
  renames: Record<Name, Rename>,
  unnamed: NoInfer<Name>,
): Record<Name, string[]> {
  const names = Object.keys(renames) as Name[];
  const sources = renamedSources(names.map((name) => renames[name]));
  const mentions = (error: string, name: Name) =>
    fieldNames(renames[name]).some((field) => new RegExp(`\\b${field}\\b`).test(error));
  const broken = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<Name, string[]>;
  for (const app of APPS) {
    const errors = typeErrors(app, sources).map(describeError);
    for (const error of errors) {
      // The app's own code breaks, not a package it imports (that would be the package's break, reported as its own).
      expect(error.startsWith(`${app}/`), error).toBe(true);
      const owner = names.find((name) => name !== unnamed && mentions(error, name)) ?? unnamed;
      if (!broken[owner].includes(app)) broken[owner].push(app);
    }
  }
  return broken;
}

describe('a field renamed in the API contract', () => {
  // The apps compile with the contract as it is (`npm run typecheck`), so every error an app shows is a rename's.
  it('the statistics reply: stops exactly the apps that read it from compiling', { timeout: 900_000 }, () => {
    // The API computes the statistics; the shell's main page, the budgets page and the statistics page read them.
    const broken = appsBrokenByEach({ statistics: RENAMES.statistics }, 'statistics');
    expect(broken.statistics).toEqual(['api', 'shell', 'mfe-budgets', 'mfe-statistics']);
  });

  it(
    'the signed-in user and the AI insights reply: each stops exactly the apps that read it from compiling',
    { timeout: 900_000 },
    () => {
      const broken = appsBrokenByEach({ user: RENAMES.user, ai: RENAMES.ai }, 'user');
      // The API answers the user; shared-auth, the shell and four remotes read the billing cycle from the session.
      expect(broken.user).toEqual([
        'api',
        'shared-auth',
        'shell',
        'mfe-budgets',
        'mfe-data-management',
        'mfe-discounts',
        'mfe-personal-area',
      ]);
      // The API computes the insights; only the AI page (in the statistics remote) reads them.
      expect(broken.ai).toEqual(['api', 'mfe-statistics']);
    },
  );
});
