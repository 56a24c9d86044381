/**
 * The bookkeeping of a test command (npm test, npm run test:quick): steps run one after another
 * or beside each other, their wall times, the test counts read from the runners' JSON reports,
 * the failed and retried tests, and the closing lines: a timing table, the slowest tests and
 * "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function createTestRun() {
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'boxline-reports-'))
  const totals = { passed: 0, failed: 0, skipped: 0 }
  const runStart = Date.now()
  /** The closing table: each phase's wall time and test count, the slowest tests, the tests that needed a retry. */
  const phases = []
  const testDurations = []
  const retried = []
  const failedSteps = []
  // The names of failed tests, repeated at the end: a long log is often read from its tail only.
  const failedTests = []

  function step(name, cmd, args, env = {}) {
    console.log(`\n▶ ${name}`)
    const started = Date.now()
    const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    phases.push({ name, ms: Date.now() - started, ok: result.status === 0 })
    if (result.status !== 0) failedSteps.push(name)
    return result.status === 0
  }

  /**
   * A step run beside another: its output is kept and printed whole when it ends (two steps
   * writing at once would interleave their lines), unless `stream` is set (then it is printed as it
   * comes). `refuse`: a pattern that fails the step when its output holds it, as a warning the
   * command itself lets pass.
   */
  function stepBeside(name, cmd, args, env = {}, { stream = false, refuse = null } = {}) {
    const started = Date.now()
    if (stream) console.log(`\n▶ ${name}`)
    return new Promise((resolve) => {
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
      const output = []
      const keep = (to) => (chunk) => {
        output.push(chunk)
        if (stream) to.write(chunk)
      }
      child.stdout.on('data', keep(process.stdout))
      child.stderr.on('data', keep(process.stderr))
      child.on('close', (status) => {
        const text = Buffer.concat(output).toString()
        if (!stream) process.stdout.write(`\n▶ ${name}\n${text}`)
        const refused = refuse && status === 0 ? refuse.exec(text) : null
        if (refused) console.log(`\n✗ ${name}: its output says "${refused[0]}"; a clean run has none`)
        const ok = status === 0 && !refused
        phases.push({ name, ms: Date.now() - started, ok })
        if (!ok) failedSteps.push(name)
        resolve(ok)
      })
    })
  }

  /** Runs an async phase that is no command (set-up, a server start) and records its time. */
  async function timed(name, fn) {
    const started = Date.now()
    try {
      return await fn()
    } finally {
      phases.push({ name, ms: Date.now() - started, ok: true })
    }
  }

  /** Adds a phase's test count to its row of the closing table. */
  function countPhase(name, count) {
    const phase = phases.findLast((p) => p.name === name)
    if (phase) phase.tests = count
  }

  /** `filtered`: a run that picks its tests (-t @smoke, the PostgreSQL pass's tag) skips the others by design; they are not counted as skipped. */
  function countVitest(file, phase, { filtered = false } = {}) {
    if (!fs.existsSync(file)) return
    const r = JSON.parse(fs.readFileSync(file, 'utf8'))
    // The tests that ran: a filtered run (-t @smoke) reports the others as skipped.
    countPhase(phase, r.numPassedTests + r.numFailedTests)
    for (const f of r.testResults)
      for (const a of f.assertionResults) testDurations.push({ ms: a.duration ?? 0, name: `${phase}: ${path.relative('.', f.name)} › ${a.fullName}` })
    totals.passed += r.numPassedTests
    // A file that fails to load has no failed tests but must still count as a failure.
    totals.failed += r.numFailedTests + r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length
    if (!filtered) totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
    for (const f of r.testResults) {
      if (f.status === 'failed' && f.assertionResults.length === 0) failedTests.push(`${path.relative('.', f.name)}: ${firstLine(f.message)}`)
      for (const a of f.assertionResults)
        if (a.status === 'failed') failedTests.push(`${path.relative('.', f.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`)
    }
  }

  const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 300)

  function failedPlaywrightTests(suite, titles = []) {
    const here = suite.title ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const name = `${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')} [${t.projectName}]`
        for (const r of t.results ?? []) testDurations.push({ ms: r.duration ?? 0, name: `browser: ${name}` })
        if (t.status === 'flaky') retried.push(name)
        if (t.status === 'unexpected') {
          const error = t.results?.at(-1)?.error?.message
          failedTests.push(`${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')}: ${firstLine(error)}`)
        } else if (t.status === 'skipped' && t.results?.length) failedTests.push(`(skipped) ${spec.file}:${spec.line} › ${spec.title}`)
      }
    for (const child of suite.suites ?? []) failedPlaywrightTests(child, here)
  }

  function countPlaywright(file, phase) {
    if (!fs.existsSync(file)) return
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
    countPhase(phase, stats.expected + (stats.flaky ?? 0) + stats.unexpected + stats.skipped)
    totals.passed += stats.expected + (stats.flaky ?? 0)
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
    for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? []) failedPlaywrightTests(suite)
  }

  function printTimings() {
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
    const rows = phases.map((p) => `| ${p.name}${p.ok ? '' : ' (failed)'} | ${seconds(p.ms)} | ${p.tests ?? ''} |`)
    console.log(`\nTimings (wall time ${seconds(Date.now() - runStart)}):\n| phase | wall time | tests |\n|---|--:|--:|\n${rows.join('\n')}`)
    const slowest = testDurations.sort((a, b) => b.ms - a.ms).slice(0, 15)
    if (slowest.length) console.log(`\nSlowest tests:\n${slowest.map((t) => `  ${seconds(t.ms).padStart(8)}  ${t.name}`).join('\n')}`)
    if (retried.length) console.log(`\nPassed on their retry (flaky, fix their cause):\n${retried.map((t) => `  - ${t}`).join('\n')}`)
  }

  let coverage = null
  /** Reads the unit tests' statement coverage (a json-summary report), shown under the timing table. */
  function reportCoverage(file) {
    if (!fs.existsSync(file)) return
    const { total } = JSON.parse(fs.readFileSync(file, 'utf8'))
    coverage = total.statements
  }

  /** Prints the closing table and lines and exits: 1 when a step or a test failed. */
  function finish() {
    printTimings()
    if (coverage) console.log(`\nStatement coverage of src/ by the unit tests: ${coverage.pct}% (${coverage.covered} of ${coverage.total}); floor in vitest.config.ts`)
    if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  - ${t}`).join('\n')}`)
    if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
    console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
    process.exit(failedSteps.length || totals.failed ? 1 : 0)
  }

  const vitestArgs = (config, out, extra = []) => ['run', ...(config ? ['--config', config] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra]

  /** A vitest run as a step beside others, its tests counted from its JSON report (`<reports>/<report>.json`). */
  async function vitestBeside(name, config, report, { env = {}, extra = [], stream = false, filtered = false } = {}) {
    const out = path.join(reports, `${report}.json`)
    const ok = await stepBeside(name, 'node_modules/.bin/vitest', vitestArgs(config, out, extra), env, { stream })
    countVitest(out, name, { filtered })
    return ok
  }

  return { reports, failedSteps, step, stepBeside, vitestBeside, timed, countVitest, countPlaywright, reportCoverage, vitestArgs, finish }
}
