#!/usr/bin/env node
/* Before next build: generate build-time data (compact postal data from the zipcodes package). */
import { spawnSync } from 'node:child_process'

const result = spawnSync('node', ['scripts/build-postal-data.mjs'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
