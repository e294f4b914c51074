import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import type { Linter } from 'eslint';

// The import rules of ARCHITECTURE.md, enforced here rather than remembered.
const boundaries = [
  {
    target: './src/shared',
    from: [
      './src/web',
      './src/templates',
      './src/islands',
      './src/sw',
      './src/server',
      './src/admin',
      './src/render',
    ],
    message: 'shared imports nothing from the other folders.',
  },
  {
    target: ['./src/web', './src/templates', './src/islands', './src/sw', './src/admin'],
    from: './src/server',
    message: 'Browser code never imports the server.',
  },
  {
    target: './src/server',
    from: ['./src/web', './src/templates', './src/islands', './src/sw', './src/admin'],
    message: 'The server never imports browser code.',
  },
  {
    target: './src/server',
    from: './src/render',
    except: ['./protocol.ts'],
    message:
      'The server runs the page pipeline in its worker thread (src/server/render): it imports only its protocol.',
  },
  {
    target: ['./src/web', './src/templates', './src/islands', './src/sw', './src/admin'],
    from: './src/render',
    message: 'The page pipeline runs at build time and in the render worker, never in a browser.',
  },
  {
    target: './src/render',
    from: ['./src/server', './src/admin', './src/sw'],
    message:
      "The page pipeline renders public pages from shared and web: never the server's, the inbox's or the worker's code.",
  },
  {
    target: ['./src/web', './src/templates', './src/islands', './src/sw'],
    from: './src/admin',
    message: 'The staff inbox is never imported by public code, so no public page downloads it.',
  },
  {
    target: './src/admin',
    from: './src/web/lib',
    message:
      "The inbox may use the site's UI pieces (src/web/components) and shared, nothing else.",
  },
  // The content editor previews an item with the components visitors see it in (decision 123):
  // those files alone, named here.
  {
    target: './src/admin',
    from: './src/web/features',
    except: [
      './catalogue/template-card.tsx',
      './help-chat/chat-body.tsx',
      './portfolio/project-card.tsx',
    ],
    message:
      "The inbox may use the site's UI pieces (src/web/components) and shared, nothing else; the content editor's previews name the components they show.",
  },
  {
    target: './src/admin',
    from: './src/web/app',
    except: ['./layout/site-footer.tsx'],
    message:
      "The inbox may use the site's UI pieces (src/web/components) and shared, nothing else; the content editor's previews name the components they show.",
  },
  {
    target: './src/web/lib',
    from: ['./src/web/app', './src/web/features'],
    message: 'web/lib holds plain browser helpers: it imports no feature or app code.',
  },
  {
    target: './src/web/features/*',
    from: './src/web/features/*',
    except: ['./*'],
    message: 'A feature never imports another feature; the app layer composes them.',
  },
  {
    target: './src/islands',
    from: ['./src/web', './src/templates'],
    message:
      "The islands' client runtime serves the agency's pages and the sample sites alike: it imports neither.",
  },
  {
    target: './src/templates',
    from: './src/web',
    message:
      "Templates never import web: a sample site stands alone; the agency's preview chrome wraps it from src/web.",
  },
  {
    target: './src/templates/*',
    from: './src/templates/*',
    except: ['./*', '../kit'],
    message: 'A template never imports another template; use kit or shared.',
  },
];

// Decision 122: the content owners publish (decision 121) reaches an island from its page (its
// props, or the page's one JSON element, src/web/islands/page-content.tsx), never from its code, so
// a published change needs a new render, not a new build. Types and pure functions stay importable.
const contentInIslands: Linter.Config = {
  files: [
    'src/web/features/**/*.{ts,tsx}',
    'src/web/islands/**/*.{ts,tsx}',
    'src/islands/**/*.{ts,tsx}',
    'src/web/lib/**/*.{ts,tsx}',
    'src/web/components/**/*.{ts,tsx}',
    'src/web/app/layout/site-header.tsx',
    'src/web/app/layout/logo.tsx',
  ],
  // Run at render time only, never bundled into an island: loaders' helpers, and the parts of
  // static pages (the legal pages, the collaborators' notice) no island renders.
  ignores: [
    '**/*.server.ts',
    'src/web/features/legal/**',
    'src/web/features/collaborators/maintenance-notice.tsx',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/shared/catalogue', '**/shared/brand', '**/shared/portfolio'],
            allowTypeImports: true,
            message:
              'Island code takes content from its page (useTemplates, useSiteFacts in src/web/islands/page-content.tsx, or its props), so a publish needs no build (decision 122).',
          },
          {
            group: ['**/shared/whatsapp'],
            importNames: ['agencyWhatsAppHref'],
            message:
              'Island code links to the WhatsApp number its page carries (useSiteFacts().whatsappNumber), decision 122.',
          },
        ],
      },
    ],
  },
};

// The public pages' islands run on Preact through preact/compat (decision 095), and so does all
// they import from web and templates: React's newer APIs are missing there, or do otherwise.
const REACT_ONLY = ['use', 'useActionState', 'useOptimistic', 'useFormStatus'];
const reactOnlyMessage =
  'The public pages run on Preact through preact/compat (decision 095): React-only APIs (use, useActionState, useOptimistic, useFormStatus) are refused in src/web and src/templates.';
const onPreact: Linter.Config = {
  files: ['src/web/**/*.{ts,tsx}', 'src/templates/**/*.{ts,tsx}', 'src/islands/**/*.{ts,tsx}'],
  // React Router's entries: the prerender and the staff inbox, on React alone.
  ignores: ['src/web/app/entry.client.tsx', 'src/web/app/entry.server.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['react', 'react-dom', 'react-dom/client'].map((name) => ({
          name,
          importNames: REACT_ONLY,
          message: reactOnlyMessage,
        })),
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=/^(${REACT_ONLY.join('|')})$/]`,
        message: reactOnlyMessage,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'dist/',
      'data/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE', 'scripts/**/': 'KEBAB_CASE' },
      ],
    },
  },
  contentInIslands,
  onPreact,
);
