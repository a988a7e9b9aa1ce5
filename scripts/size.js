// `npm run size`: the bundles' weight beside the dependency floor (bench/size.js measures it for
// this, `npm run build` and `npm run bench`); fails when a size budget is broken.
import { fileURLToPath } from 'node:url';
import { measureSizes, printSizes, sizeBudgetFailures } from '../bench/size.js';

export { measureSizes as sizes, printSizes };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await measureSizes();
  printSizes(sizes);
  const failures = sizeBudgetFailures(sizes);
  for (const failure of failures) console.error(failure);
  if (failures.length) process.exit(1);
}
