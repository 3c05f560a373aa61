import { apiCall, type LocalUser } from '@kaspit/shared-auth';

export const addPaymentMethod = async (userId: string, paymentMethodName: string) =>
  (
    await apiCall<{ userData: LocalUser }>({
      method: 'PATCH',
      url: `/users/${userId}/payments-methods`,
      data: { paymentMethodName },
    })
  ).userData;

export const removePaymentMethod = async (userId: string, name: string) =>
  (
    await apiCall<{ userData: LocalUser }>({
      method: 'DELETE',
      url: `/users/${userId}/payments-methods/${encodeURIComponent(name)}`,
    })
  ).userData;
