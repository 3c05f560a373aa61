/** A fresh record id, made on the device so a retried or double-clicked create stores one record. */
export const newId = (): string => crypto.randomUUID();
