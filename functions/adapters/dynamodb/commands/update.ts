import type { Entity } from 'dynamodb-toolbox/entity';
import { UpdateItemCommand, type UpdateItemInput, type UpdateItemOptions } from 'dynamodb-toolbox/entity/actions/update';

/** `EntityRepository#update` for one entity, with the update command alone (see ./README.md). */
export const updateItem =
  <ENTITY extends Entity>(entity: ENTITY) =>
  <OPTIONS extends UpdateItemOptions<ENTITY> = UpdateItemOptions<ENTITY>>(item: UpdateItemInput<ENTITY>, options?: OPTIONS) =>
    new UpdateItemCommand(entity, item, options).send();
