/**
 * The single-use tokens of mailed links (confirm an e-mail, reset a password): random, stored only as a hash,
 * expiring, and used at most once even when two requests race.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { oneTimeTokens } from '../db/schema.ts';
import { hashToken, isUsable, newToken, TOKEN_LIFETIME_MS } from '../domain/one-time-token.ts';
import type { MailDeps } from './context.ts';

export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS;

/** Stores a new token's hash for the user and answers the token itself, for the link in the mail. */
export async function issueToken(deps: Pick<MailDeps, 'db' | 'now'>, userId: string, purpose: TokenPurpose) {
  const { token, hash } = newToken();
  await deps.db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(deps.now().getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks a usable token of the user as used; false when there is none (wrong, used, expired, another purpose). */
export async function consumeToken(
  deps: Pick<MailDeps, 'db' | 'now'>,
  userId: string,
  purpose: TokenPurpose,
  token: string,
): Promise<boolean> {
  const { db, now } = deps;
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
      ),
    );
  if (!row || !isUsable(row, now())) return false;
  // Single use even under a race: only one update finds used_at still empty.
  const updated = await db
    .update(oneTimeTokens)
    .set({ usedAt: now() })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return updated.length === 1;
}
