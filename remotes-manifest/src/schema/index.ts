import * as z from 'zod/mini';
import { en } from 'zod/locales';

/** The remotes the shell can mount; any other name in remotes.json is a typo and the file is refused. */
export const remoteNames = [
  'mfe-statistics',
  'mfe-records',
  'mfe-budgets',
  'mfe-discounts',
  'mfe-data-management',
  'mfe-personal-area',
] as const;

export type RemoteName = (typeof remoteNames)[number];

// A root-relative path is served by the shell's own origin; anything else must name its host over http(s), so a
// `javascript:` or protocol-relative entry never reaches the Module Federation runtime.
function isEntry(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const entry = z
  .string()
  .check(z.refine(isEntry, 'must be an absolute http(s) URL or a path starting with "/"'));

const canary = z.strictObject({
  entry,
  share: z.number().check(z.gt(0, 'must be above 0'), z.lte(1, 'must be at most 1')),
});

const remote = z.strictObject({ entry, canary: z.optional(canary) });

/** remotes.json: remote name → where its build lives, and optionally a canary build for a share of people. */
export const remotesManifestSchema = z.partialRecord(z.enum(remoteNames), remote);

export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type RemoteDeployment = z.infer<typeof remote>;

export type ParsedManifest =
  { success: true; manifest: RemotesManifest } | { success: false; problems: string[] };

/** Validates parsed remotes.json; a refusal lists every problem as `path: message`. */
export function parseRemotesManifest(json: unknown): ParsedManifest {
  // zod/mini carries no messages of its own; English ones are passed per parse, not set globally.
  const parsed = remotesManifestSchema.safeParse(json, { error: en().localeError });
  if (parsed.success) return { success: true, manifest: parsed.data };
  return {
    success: false,
    problems: parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(the file)'}: ${issue.message}`,
    ),
  };
}

/** {@link parseRemotesManifest} for the file's text, so a JSON syntax error is a problem like any other. */
export function parseRemotesManifestText(text: string): ParsedManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { success: false, problems: [`(the file): not JSON: ${(error as Error).message}`] };
  }
  return parseRemotesManifest(json);
}

/** The origins of builds deployed on other hosts (stable and canary), which the page must be allowed to load. */
export function remoteOriginsOf(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const deployment of Object.values(manifest)) {
    for (const build of [deployment, deployment.canary]) {
      if (build && /^https?:\/\//.test(build.entry)) origins.add(new URL(build.entry).origin);
    }
  }
  return [...origins].sort();
}
