import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import type { Revocations } from '../revocations/index.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Two tabs refreshing with the same token within this window both get the same successor (RFC 9700 §4.14). */
export const REUSE_GRACE_MS = 10_000;

interface SealedToken {
  iv: string;
  tag: string;
  data: string;
}

interface RefreshTokenDoc {
  _id: string; // sha-256 of the token: the token itself is never stored
  familyId: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  spentAt?: Date;
  /** The successor, sealed with a key derived from this (spent) token, so only its holder can open it. */
  successor?: SealedToken;
  revokedAt?: Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const sealingKey = (token: string) => createHash('sha256').update(`successor:${token}`).digest();

function seal(secret: string, key: Buffer): SealedToken {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

function open(sealed: SealedToken, key: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

export class RefreshTokenError extends Error {}

/**
 * Rotating refresh tokens with family revocation on reuse. A revoked family also goes on the revocation list,
 * which stops its access tokens within seconds.
 */
export function createRefreshTokens(db: Db, revocations: Revocations) {
  const tokens: Collection<RefreshTokenDoc> = db.collection('refreshTokens');

  async function issue(userId: string, familyId: string = randomUUID(), now = new Date()) {
    const token = randomBytes(32).toString('base64url'); // 256 bits
    await tokens.insertOne({
      _id: hash(token),
      familyId,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return { token, familyId };
  }

  async function revokeFamily(familyId: string, now = new Date()) {
    await revocations.revoke([familyId], now);
    await tokens.updateMany({ familyId }, { $set: { revokedAt: now }, $unset: { successor: '' } });
  }

  /** Spends `token` and returns its successor; a replay after the grace window revokes the whole family. */
  async function rotate(
    token: string,
    now = new Date(),
  ): Promise<{ token: string; userId: string; familyId: string }> {
    const id = hash(token);
    const current = await tokens.findOne({ _id: id });
    if (!current || current.revokedAt || current.expiresAt <= now)
      throw new RefreshTokenError('Token refresh failed');

    if (!current.spentAt) {
      const next = randomBytes(32).toString('base64url');
      const claimed = await tokens.updateOne(
        { _id: id, spentAt: { $exists: false }, revokedAt: { $exists: false } },
        { $set: { spentAt: now, successor: seal(next, sealingKey(token)) } },
      );
      if (claimed.modifiedCount === 1) {
        await tokens.insertOne({
          _id: hash(next),
          familyId: current.familyId,
          userId: current.userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
        });
        return { token: next, userId: current.userId, familyId: current.familyId };
      }
      // Another request spent it a moment ago: fall through to the grace rules with the fresh state.
      return rotateSpent(token, now);
    }
    return rotateSpent(token, now, current);
  }

  async function rotateSpent(token: string, now: Date, known?: RefreshTokenDoc) {
    const spent = known ?? (await tokens.findOne({ _id: hash(token) }));
    if (!spent?.spentAt || spent.revokedAt) throw new RefreshTokenError('Token refresh failed');
    if (now.getTime() - spent.spentAt.getTime() <= REUSE_GRACE_MS && spent.successor) {
      return {
        token: open(spent.successor, sealingKey(token)),
        userId: spent.userId,
        familyId: spent.familyId,
      };
    }
    await revokeFamily(spent.familyId, now);
    throw new RefreshTokenError('Token refresh failed');
  }

  async function revokeByToken(token: string) {
    const found = await tokens.findOne({ _id: hash(token) });
    if (found) await revokeFamily(found.familyId);
  }

  async function revokeUser(userId: string) {
    const now = new Date();
    const families = await tokens.distinct('familyId', { userId, expiresAt: { $gt: now } });
    await revocations.revoke(families, now);
    await tokens.updateMany({ userId }, { $set: { revokedAt: now }, $unset: { successor: '' } });
  }

  /** The family a refresh token belongs to (revoked or not), or undefined for a token never issued. */
  async function familyOf(token: string): Promise<string | undefined> {
    return (await tokens.findOne({ _id: hash(token) }, { projection: { familyId: 1 } }))?.familyId;
  }

  return { issue, rotate, revokeFamily, revokeByToken, revokeUser, familyOf };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
