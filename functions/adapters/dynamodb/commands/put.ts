import type { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand, type PutItemInput, type PutItemOptions } from 'dynamodb-toolbox/entity/actions/put';

/** `EntityRepository#put` for one entity, with the put command alone (see ./README.md). */
export const putItem =
  <ENTITY extends Entity>(entity: ENTITY) =>
  <OPTIONS extends PutItemOptions<ENTITY> = PutItemOptions<ENTITY>>(item: PutItemInput<ENTITY>, options?: OPTIONS) =>
    new PutItemCommand(entity, item, options).send();
