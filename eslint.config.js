import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries, ZONES } from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-replay/', '.tsbuild/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', '.tmp/', '**/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]", message: 'Every test runs: no .only or .skip.' },
      ],
    },
  },
  {
    // The layers' import rules (eslint/boundaries.js; tested in eslint/boundaries.test.ts).
    files: ['**/*.{ts,tsx}'],
    plugins: { project: { rules: { boundaries } } },
    rules: { 'project/boundaries': ['error', { zones: ZONES }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
