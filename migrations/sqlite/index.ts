import * as migration_20261122_001656_initial from './20261122_001656_initial';

export const migrations = [
  {
    up: migration_20261122_001656_initial.up,
    down: migration_20261122_001656_initial.down,
    name: '20261122_001656_initial'
  },
];
