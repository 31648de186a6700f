tree my-data:

.ci/
.gitignore
PERFORMANCE.md
README.md
biome.json
docs/
drizzle.config.ts
e2e/
faults/
migrations/
package-lock.json
package.json
scripts/
src/
tsconfig.json
vite.config.ts
vitest.config.ts
vitest.e2e.config.ts
vitest.faults.config.ts
