import type { Entity, KeyInputItem } from 'dynamodb-toolbox/entity';
import { DeleteTransaction, type DeleteTransactionOptions } from 'dynamodb-toolbox/entity/actions/transactDelete';

/** `EntityRepository#transactDelete` for one entity, with the delete transaction alone (see ./README.md). */
export const deleteTransaction =
  <ENTITY extends Entity>(entity: ENTITY) =>
  <OPTIONS extends DeleteTransactionOptions<ENTITY> = DeleteTransactionOptions<ENTITY>>(key: KeyInputItem<ENTITY>, options?: OPTIONS) =>
    new DeleteTransaction(entity, key, options);
