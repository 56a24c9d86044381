import * as migration_20261122_003311_initial from './20261122_003311_initial';
import * as migration_20261122_003928_catalog from './20261122_003928_catalog';

export const migrations = [
  {
    up: migration_20261122_003311_initial.up,
    down: migration_20261122_003311_initial.down,
    name: '20261122_003311_initial',
  },
  {
    up: migration_20261122_003928_catalog.up,
    down: migration_20261122_003928_catalog.down,
    name: '20261122_003928_catalog'
  },
];
