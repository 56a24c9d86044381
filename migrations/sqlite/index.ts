import * as migration_20261122_003305_initial from './20261122_003305_initial';
import * as migration_20261122_003922_catalog from './20261122_003922_catalog';

export const migrations = [
  {
    up: migration_20261122_003305_initial.up,
    down: migration_20261122_003305_initial.down,
    name: '20261122_003305_initial',
  },
  {
    up: migration_20261122_003922_catalog.up,
    down: migration_20261122_003922_catalog.down,
    name: '20261122_003922_catalog'
  },
];
