import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import boundaries from './scripts/eslint/boundaries.mjs'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Pages are server-rendered and fast; plain links cost no client JavaScript (see docs/decisions.md).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Feature boundaries (docs/architecture.md): another feature only through its face, no import
    // cycle between folders, index.ts browser-safe and server.ts free of client components.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { boundaries },
    rules: {
      'boundaries/feature-face': 'error',
      'boundaries/no-folder-cycle': 'error',
      'boundaries/face-purity': 'error',
    },
  },
  {
    // next-intl's browser entry keeps its date and number formatter in every island that imports
    // its hooks (src/i18n/hooks.ts): components take useTranslations from '#i18n/hooks'.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/i18n/hooks.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next-intl', importNames: ['useTranslations', 'useFormatter'], message: "Import useTranslations from '#i18n/hooks' (src/i18n/hooks.ts says why)." }] },
      ],
    },
  },
]

export default config
