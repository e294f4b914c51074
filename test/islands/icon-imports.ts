import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// lucide-react's icons call React's forwardRef and createElement: on the island pages they get
// Preact's, as the islands' build bundles each icon it imports with the aliases of decision 095.
// Vitest would hand lucide-react to Node, whose require('react') is React's own; and its ES index
// names some 4,800 icon files, seconds of transforming for each test file. So the island tests
// import each icon from its own file (lucide-react/icons/<file>), which Vite runs with the aliases.

/** Each name lucide-react exports an icon by, and the file under icons/ that holds it. */
function iconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(
    /export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs';/g,
  )) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  }
  return files;
}

/** Vite plugin: `import { Send, type LucideIcon } from 'lucide-react'` in our code, icon by icon. */
export function iconByIcon(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'lucide-icon-by-icon',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes("from 'lucide-react'")) return;
      files ??= iconFiles();
      const known = files;
      return code.replace(/import \{([^}]*)\} from 'lucide-react';/g, (_, list: string) =>
        list
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '')
          .map((name) => {
            if (name.startsWith('type ')) return `import { ${name} } from 'lucide-react';`;
            const [imported = '', local = imported] = name.split(/\s+as\s+/);
            const file = known.get(imported);
            if (!file) throw new Error(`${id}: lucide-react has no icon "${imported}".`);
            return `import ${local} from 'lucide-react/icons/${file}';`;
          })
          .join('\n'),
      );
    },
  };
}
