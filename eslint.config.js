// Lint: typescript-eslint (type-aware), React hooks, and the architecture's one-way imports:
// contract -> core -> elements -> standalone; an element never imports another element; browser
// code imports the contract as types only (zod stays on the server), constants.ts excepted.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const areas = readdirSync('src/elements', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const zones = [
  { target: './src/contract', from: ['./src/core', './src/elements', './src/standalone', './server'], message: 'The contract depends on nothing of ours.' },
  { target: './src/core', from: ['./src/elements', './src/standalone', './server'], message: 'core may not import elements, the standalone or the server.' },
  { target: './src/elements', from: ['./src/standalone', './server'], message: 'Elements may not import the standalone or the server.' },
  { target: './src/standalone', from: ['./server'], message: 'The standalone talks to the server over HTTP only.' },
  { target: './server', from: ['./src/core', './src/elements', './src/standalone'], message: 'The server shares only the contract with the browser code.' },
  ...areas.map((area) => ({
    target: `./src/elements/${area}`,
    from: './src/elements',
    except: [`./${area}`],
    message: 'An element never imports another element: emit fsp-navigate with a path from core/routes instead.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'test-results', 'playwright-report', 'data', 'server/db/migrations', 'tests/hosts/*.js'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['src/core/**', 'src/elements/**', 'src/standalone/**', 'src/loader.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'contract/(?!constants\\.ts$)',
              allowTypeImports: true,
              message: 'Browser code imports the contract as types only (import type …); values come from contract/constants.ts.',
            },
          ],
        },
      ],
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
