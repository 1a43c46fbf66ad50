import type { Entity, KeyInputItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand, type DeleteItemOptions } from 'dynamodb-toolbox/entity/actions/delete';

/** `EntityRepository#delete` for one entity, with the delete command alone (see ./README.md). */
export const deleteItem =
  <ENTITY extends Entity>(entity: ENTITY) =>
  <OPTIONS extends DeleteItemOptions<ENTITY> = DeleteItemOptions<ENTITY>>(key: KeyInputItem<ENTITY>, options?: OPTIONS) =>
    new DeleteItemCommand(entity, key, options).send();
