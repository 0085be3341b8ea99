import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'schema/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: globals.node } },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      // The core stays pure: no file system, no process, no network, no Actions toolkit.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@actions/*', 'octokit', '@octokit/*'],
              message: 'core/ must not talk to GitHub.',
            },
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
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core/ must not read process state.' },
        { name: 'fetch', message: 'core/ must not use the network.' },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
