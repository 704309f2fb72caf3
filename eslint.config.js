// Lint: typescript-eslint (type-aware), React hooks, and the architecture's one-way imports:
// contract -> core -> areas -> elements -> standalone; an element never imports another element; browser
// code imports the contract as types only (zod stays on the server), constants.ts excepted.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import architecture from './scripts/eslint/architecture.js';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'test-results', 'playwright-report', 'data', 'server/db/migrations', 'tests/hosts/*.js', 'tests/hosts/react18', 'tests/hosts/react19', 'tests/hosts/vue', 'tests/hosts/svelte', 'tests/hosts/node_modules', 'types/react18.d.ts'] }, // react18.d.ts: in no tsconfig of ours (it would clash with react.d.ts); tests/unit/typings.test.ts checks it
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/eslint/architecture.js'] }, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks, architecture },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'architecture/import-direction': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['src/core/**', 'src/areas/**', 'src/elements/**', 'src/standalone/**', 'src/loader.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'contract/(?!constants\\.ts$|shared/)',
              allowTypeImports: true,
              message: 'Browser code imports the contract as types only (import type …); values only from contract/constants.ts and contract/shared/ (zod-free).',
            },
          ],
        },
      ],
    },
  },
  { files: ['eslint.config.js', 'scripts/eslint/*.js'], ...tseslint.configs.disableTypeChecked },
);
