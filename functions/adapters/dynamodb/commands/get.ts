import type { Entity, KeyInputItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand, type GetItemOptions } from 'dynamodb-toolbox/entity/actions/get';

/** `EntityRepository#get` for one entity, with the get command alone (see ./README.md). */
export const getItem =
  <ENTITY extends Entity>(entity: ENTITY) =>
  <OPTIONS extends GetItemOptions<ENTITY> = GetItemOptions<ENTITY>>(key: KeyInputItem<ENTITY>, options?: OPTIONS) =>
    new GetItemCommand(entity, key, options).send();
