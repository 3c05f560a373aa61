/**
 * @kaspit/shared-auth — one instance on the page (a Module Federation singleton): the session, its API client and
 * the selected-date, toast and loading buses, the hooks that read them, and the lifecycles every remote exposes.
 */
export { getSharedAuthInstanceId } from './buses/instance.js';
export { SHARED_AUTH_VERSION } from './version/index.js';
export { session$, type SessionState, type SessionUser } from './buses/session.js';
export {
  followBillingCycle,
  isMonthPicked,
  pickMonth,
  resetSelectedDate,
  selectedDate$,
  type SelectedDate,
} from './buses/selected-date.js';
export { useSelectedDate, useSession, useSubject } from './buses/hooks.js';
export { useRetryWhenBack } from './buses/retry-when-back.js';
export { apiClient, online$ } from './api/client.js';
export { apiCall, orKept, sendWrite, type ApiCallConfig } from './api/api-call.js';
export { backOnline$, connection$, type ConnectionState } from './api/connectivity.js';
export {
  discardOutbox,
  dismissRefusedWrite,
  flushOutbox,
  isWriteQueued,
  startOutbox,
  WriteQueuedError,
  type OutboxOptions,
} from './outbox/outbox.js';

export { outbox$, writesDelivered$, type OutboxState } from './outbox/state.js';
export {
  pendingRecordsOf,
  pendingWritesTo,
  usePendingRecords,
  usePendingWritesTo,
  type PendingRecords,
} from './outbox/pending-records.js';
export type { PendingWrite, RefusedWrite } from './outbox/store.js';
export { ApiRequestError, CONNECTIVITY } from './api/errors.js';
export { refreshAccessToken, sessionExpired$ } from './api/refresh.js';
export { completeSignIn, initSession, signOut, updateLocalUser } from './session/session.js';
export { clearAllStorage, STORAGE_KEYS } from './session/index.js';
export type { LocalUser, Tokens } from './session/stored-session.js';
export {
  loadUserData,
  rememberProviderPhoto,
  userData$,
  REFETCH_AFTER_MS,
  type UserDataState,
} from './data/user-data.js';
export { showToast, toast$, type Toast, type ToastType } from './notify/toasts.js';
export { pendingLoads$, trackLoading } from './notify/loading.js';
export { messages } from './messages.js';
export * from './consent/index.js';
export { darkMode$, setDarkMode, toggleDarkMode } from './theme/dark-mode.js';
export { RemoteRoot, routeOf, type RemoteRootProps } from './remote-app/remote-root.js';
export { createRemoteLifecycles, type RemoteAppOptions } from './remote-app/lifecycles.js';
export { warmUpDateInput } from './remote-app/warm-up.js';
export { useModalDialog } from './dialog/modal-dialog.js';
export { ConfirmDialog, type ConfirmChoice, type DialogClasses } from './dialog/confirm-dialog.js';
export { fieldAria, FormField } from './form-field/index.js';
export { LoadFailed } from './load-failed/index.js';
export { navigate } from './navigation/navigate.js';
export { useUserLists, type UserLists } from './buses/user-lists.js';
export { offerUndo, undo$, UNDO_MS, type PendingUndo } from './undo/undo-offer.js';
export { writeWithUndo, type OutboxWrite, type UndoTexts } from './undo/write-with-undo.js';
export { deleteRecordWithUndo } from './records/delete-with-undo.js';
export {
  firstInstallmentOf,
  restoreBodyOf,
  RECORD_API,
  type PlannedRecord,
  type RecordKind,
} from './records/index.js';
export { afterAcknowledgedWrite, invalidateServerState, queryClient } from './server-state/query-client.js';
export { ServerStateProvider } from './server-state/provider.js';
export { readsOf, writtenBy, type Resource } from './server-state/resources.js';
/**
 * The query library's hooks, from the page's one copy: an area imports them from here, so every area's reads share
 * the one client and cache (and no remote bundles the library).
 */
export { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
export { readStatusOf, type ReadStatus } from './server-state/status.js';
