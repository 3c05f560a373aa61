import { createHash } from 'node:crypto';
import type { Db } from 'mongodb';

export interface DevAccount {
  email: string;
  name: string;
  picture: string | null;
  sub: string;
  createdAt: Date;
}

/** Accounts the development provider has seen; `sub` is derived from the email so it is stable. */
export function devAccounts(db: Db) {
  const accounts = db.collection<DevAccount>('devIdpAccounts');
  return {
    /** The accounts among `emails` (those one browser signed in with), oldest first. */
    listOf: (emails: string[]) =>
      emails.length === 0
        ? Promise.resolve([])
        : accounts
            .find({ email: { $in: emails } }, { projection: { _id: 0 } })
            .sort({ createdAt: 1 })
            .toArray(),
    find: (email: string) => accounts.findOne({ email: email.toLowerCase() }, { projection: { _id: 0 } }),
    async upsert(input: { email: string; name: string; picture?: string | null }): Promise<DevAccount> {
      const email = input.email.trim().toLowerCase();
      const sub = createHash('sha256').update(`dev-idp:${email}`).digest('hex').slice(0, 24);
      const picture = input.picture ?? null;
      await accounts.updateOne(
        { email },
        { $set: { name: input.name.trim(), picture }, $setOnInsert: { email, sub, createdAt: new Date() } },
        { upsert: true },
      );
      return (await accounts.findOne({ email }, { projection: { _id: 0 } }))!;
    },
  };
}
