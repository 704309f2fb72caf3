// Imported first by the tool configs: the project needs Node 24 (node:sqlite-free, but vitest 5,
// ky 2, i18next 27 and Node's own TypeScript stripping need 22+; we pin 24 in package.json).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  throw new Error(
    `This project needs Node 24; this is Node ${process.versions.node}. ` +
      'Run tools through `npm run …` (which puts node_modules/.bin/node first on PATH), ' +
      'or run `npm rebuild node` if the install was made with --ignore-scripts.',
  );
}
export {};
