import type { Entity } from 'dynamodb-toolbox/entity';
import type { PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction, type PutTransactionOptions } from 'dynamodb-toolbox/entity/actions/transactPut';

/** `EntityRepository#transactPut` for one entity, with the put transaction alone (see ./README.md). */
export const putTransaction =
  <ENTITY extends Entity>(entity: ENTITY) =>
  <OPTIONS extends PutTransactionOptions<ENTITY> = PutTransactionOptions<ENTITY>>(item: PutItemInput<ENTITY>, options?: OPTIONS) =>
    new PutTransaction(entity, item, options);
