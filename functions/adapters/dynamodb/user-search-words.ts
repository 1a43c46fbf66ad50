import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { keys, searchTerm, userSearchWordEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

export type SearchWordSource = 'name' | 'email';

/** Where a word begins: after a space or a hyphen in a name; after `.`, `-`, `_`, `+` or `@` in an address. */
const boundaries: Record<SearchWordSource, RegExp> = { name: /[\s-]/u, email: /[.\-_+@]/u };

/** At most this many words of one name or address are indexed (the rest is found from an earlier word). */
const maxWords = 12;

/**
 * The words of a name or an e-mail address the admin's search finds inside it: for each word after
 * the first, the rest of the lower-cased text from that word on ("Poul Jensen" → `jensen`;
 * `poul.jensen+fo@example.fo` → `jensen+fo@example.fo`, `fo@example.fo`, `example.fo`, `fo`).
 * The whole text is indexed already (the user item, the e-mail claim), so its first word is not.
 */
export function searchWordsOf(source: SearchWordSource, value: string): string[] {
  const text = searchTerm(value);
  const boundary = boundaries[source];
  const words = new Set<string>();
  for (let index = 1; index < text.length && words.size < maxWords; index += 1) {
    if (boundary.test(text[index - 1]!) && !boundary.test(text[index]!)) words.add(text.slice(index));
  }
  return [...words];
}

/** A search term as the words are kept: lower-cased, without the separators it may start with (`@example.fo` → `example.fo`). */
export function searchWordTerm(term: string): string {
  return searchTerm(term).replace(/^[\s.\-_+@]+/u, '');
}

/**
 * The transaction items that keep a user's search words true, for the repositories that write
 * users: `created` for a new user, `changed` when a name or an address changes (it reads the
 * words kept now: stale ones go, new ones come), `removed` when the user is deleted.
 */
export function userSearchWordWrites(table: PortalTable) {
  const entity = userSearchWordEntity(table);
  const put = putTransaction(entity);
  const remove = deleteTransaction(entity);
  const stored = async (userId: string, source?: SearchWordSource) => {
    const { pk, skPrefix } = keys.userSearchWords(userId, source);
    const { Items = [] } = await new QueryCommand(table, [entity], { partition: pk, range: { beginsWith: skPrefix } }, { consistent: true, maxPages: Infinity }).send();
    return Items.map((found) => ({ source: found.source as SearchWordSource, word: found.word }));
  };
  const puts = (userId: string, source: SearchWordSource, words: readonly string[]) => words.map((word) => put({ userId, source, word }));
  return {
    created(user: { userId: string; name: string; email: string }) {
      return [...puts(user.userId, 'name', searchWordsOf('name', user.name)), ...puts(user.userId, 'email', searchWordsOf('email', user.email))];
    },
    async changed(userId: string, source: SearchWordSource, value: string) {
      const now = await stored(userId, source);
      const next = searchWordsOf(source, value);
      return [
        ...now.filter((kept) => !next.includes(kept.word)).map((kept) => remove({ userId, source, word: kept.word })),
        ...puts(
          userId,
          source,
          next.filter((word) => !now.some((kept) => kept.word === word)),
        ),
      ];
    },
    async removed(userId: string) {
      return (await stored(userId)).map((kept) => remove({ userId, source: kept.source, word: kept.word }));
    },
  };
}
