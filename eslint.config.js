import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What keeps the core pure: no file system, no process, no network, no Actions toolkit. */
const CORE_PATTERNS = [
  { group: ['@actions/*', 'octokit', '@octokit/*'], message: 'core/ must not talk to GitHub.' },
  {
    group: ['node:fs', 'node:fs/*', 'fs', 'fs/*'],
    message: 'core/ must not touch the file system.',
  },
  {
    group: ['node:http', 'node:https', 'node:net', 'node:child_process', 'node:process'],
    message: 'core/ must not do I/O.',
  },
  {
    group: ['../engine/*', '../cli/*', '../action/*'],
    message: 'core/ must not depend on adapters.',
  },
];

/** The trust rules (bar, approvals, cache policy) are reached only through core/decide.ts. */
const RULES_PATTERN = {
  group: ['**/core/rules/*', './rules/*', '../rules/*'],
  message: 'only src/core/decide.ts imports core/rules/: import the rule from core/decide.js.',
};

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'schema/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: globals.node } },
  {
    files: ['src/**/*.ts', 'bench/**/*.js', 'scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [RULES_PATTERN] }] },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...CORE_PATTERNS, RULES_PATTERN] }],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core/ must not read process state.' },
        { name: 'fetch', message: 'core/ must not use the network.' },
      ],
    },
  },
  {
    // The rules themselves, and the one module that decides with them.
    files: ['src/core/decide.ts', 'src/core/rules/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: CORE_PATTERNS }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
