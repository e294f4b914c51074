import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 45, point 4 (decision 095): the public pages' islands, and what they import from src/web
// and src/templates, run on Preact through preact/compat, which lacks React's newer APIs or does
// them otherwise. `npm run lint` refuses them there in seconds; the staff inbox stays on React.

const eslint = new ESLint();

/** What the project's own lint config says of this code in a file at `filePath`. */
async function lint(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

const PLANTED_USE = `import { use } from 'react';

export function Greeting({ words }: { words: Promise<string> }) {
  return use(words);
}
`;

const refusals = (messages: readonly Linter.LintMessage[]) =>
  messages.filter((message) => message.message.includes('decision 095'));

describe('the lint rule against React-only APIs in island code', () => {
  it('refuses a planted use() in the web and the templates, naming decision 095', async () => {
    for (const file of [
      'src/web/features/help-chat/planted-greeting.tsx',
      'src/templates/kit/planted-greeting.tsx',
    ]) {
      const messages = await lint(PLANTED_USE, file);
      expect(refusals(messages), file).toHaveLength(1);
      expect(messages[0]).toMatchObject({ ruleId: 'no-restricted-imports', severity: 2, line: 1 });
    }
  });

  it('leaves the staff inbox, which runs on React, to use it', async () => {
    expect(await lint(PLANTED_USE, 'src/admin/components/planted-greeting.tsx')).toEqual([]);
  });

  it('refuses the other three, imported or read off React and ReactDOM', async () => {
    const messages = await lint(
      `import React, { useActionState, useOptimistic } from 'react';
import ReactDOM, { useFormStatus } from 'react-dom';

export function Planted() {
  React.use(Promise.resolve(1));
  ReactDOM.useFormStatus();
  return [useFormStatus, useActionState, useOptimistic, React.useOptimistic];
}
`,
      'src/web/components/planted.tsx',
    );
    expect(refusals(messages).map(({ ruleId, line }) => `${line} ${ruleId}`)).toEqual([
      '1 no-restricted-imports',
      '1 no-restricted-imports',
      '2 no-restricted-imports',
      '5 no-restricted-syntax',
      '6 no-restricted-syntax',
      '7 no-restricted-syntax',
    ]);
    // A namespace could read any of them.
    const namespace = await lint(
      `import * as React from 'react';\nexport const Planted = () => React.useState(0);\n`,
      'src/templates/kit/planted.tsx',
    );
    expect(refusals(namespace)).toHaveLength(1);
  });

  it('lets island code use what preact/compat has', async () => {
    const messages = await lint(
      `import { useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

export function Planted({ subscribe }: { subscribe: () => () => void }) {
  const [count] = useState(0);
  return count + useSyncExternalStore(subscribe, () => 1) + String(createRoot);
}
`,
      'src/web/features/cart/planted.tsx',
    );
    expect(messages).toEqual([]);
  });
});
