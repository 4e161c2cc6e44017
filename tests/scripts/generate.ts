// Generates what a fresh clone lacks before type-checking (NOTES.md "Generated files"):
// the Paraglide message modules and the TanStack route tree. Vite does the same on build.
import { compile } from '@inlang/paraglide-js';
import { Generator, getConfig } from '@tanstack/router-generator';

await compile({
  project: './locales/project.inlang',
  outdir: './src/common/paraglide',
  outputStructure: 'message-modules',
  strategy: ['globalVariable', 'baseLocale'],
});

const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/client/routes',
  generatedRouteTree: './src/client/route-tree.gen.ts',
});
await new Generator({ config, root: process.cwd() }).run();
console.log('generated: src/common/paraglide, src/client/route-tree.gen.ts');
