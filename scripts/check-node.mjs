// Runs before npm start/test: the project needs Node 24 (the npm package `node`, installed by `npm install`).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.versions.node} is running, but this project needs Node 24 or newer.`);
  console.error(
    'Run `npm install` (it installs Node 24 from the npm package "node") and start it with npm start / npm test.',
  );
  process.exit(1);
}
