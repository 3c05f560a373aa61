/**
 * The version of this copy of shared-auth. The page has one copy (the shell's), so a remote reading it learns the
 * version it actually runs on, whatever it was built against. Kept equal to package.json by its test.
 */
export const SHARED_AUTH_VERSION: string = '1.5.0';
