import type { PendingWrite } from '@kaspit/shared-auth';

export interface ShownMethod {
  name: string;
  /** An add or a remove of it waits on this device for the API. */
  pending: boolean;
}

/**
 * The payment methods as the person left them on this device: the stored list with the adds and removes that
 * still wait for the API applied in order (an add listed and marked, a remove leaving the name out).
 */
export function withPendingMethods(
  stored: readonly string[],
  writes: readonly PendingWrite[],
): ShownMethod[] {
  let shown: ShownMethod[] = stored.map((name) => ({ name, pending: false }));
  for (const write of writes) {
    if (write.method === 'PATCH') {
      const name = (write.data as { paymentMethodName?: string } | undefined)?.paymentMethodName;
      if (name === undefined) continue;
      shown = [...shown.filter((m) => m.name !== name), { name, pending: true }];
    } else if (write.method === 'DELETE') {
      const name = decodeURIComponent(write.url.split('/').pop() ?? '');
      shown = shown.filter((m) => m.name !== name);
    }
  }
  return shown;
}
