import * as migration_20261122_001706_initial from './20261122_001706_initial';

export const migrations = [
  {
    up: migration_20261122_001706_initial.up,
    down: migration_20261122_001706_initial.down,
    name: '20261122_001706_initial'
  },
];
