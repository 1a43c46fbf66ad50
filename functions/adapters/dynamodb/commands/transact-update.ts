import type { Entity } from 'dynamodb-toolbox/entity';
import type { UpdateItemInput } from 'dynamodb-toolbox/entity/actions/update';
import { UpdateTransaction, type UpdateTransactionOptions } from 'dynamodb-toolbox/entity/actions/transactUpdate';

/** `EntityRepository#transactUpdate` for one entity, with the update transaction alone (see ./README.md). */
export const updateTransaction =
  <ENTITY extends Entity>(entity: ENTITY) =>
  <OPTIONS extends UpdateTransactionOptions<ENTITY> = UpdateTransactionOptions<ENTITY>>(item: UpdateItemInput<ENTITY>, options?: OPTIONS) =>
    new UpdateTransaction(entity, item, options);
