export {
  parseRemotesManifest,
  parseRemotesManifestText,
  remoteNames,
  remoteOriginsOf,
  remotesManifestSchema,
  type ParsedManifest,
  type RemoteDeployment,
  type RemoteName,
  type RemotesManifest,
} from './schema/index.js';
export { chooseBuild, shareOf, type BuildKind, type ChosenBuild } from './canary/index.js';
