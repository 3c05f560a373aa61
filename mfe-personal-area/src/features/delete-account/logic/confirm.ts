import { messages } from '../../../messages.js';

/** The account is deleted only after the person typed the confirmation word exactly (spaces around ignored). */
export const isDeletionConfirmed = (typed: string) => typed.trim() === messages.deleteAccount.confirmWord;
