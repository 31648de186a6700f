// Writes docs/decisions/README.md from the records' titles, Status, Date and Superseded-by lines.
// `node scripts/decision-index.mjs --check` fails when the index is out of date, or a record lacks its lines.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'docs/decisions';
const INDEX = join(DIR, 'README.md');

const records = readdirSync(DIR)
  .filter((name) => /^\d{3}-.*\.md$/.test(name))
  .sort()
  .map((file) => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const title = /^# \d{3} (.+)$/m.exec(text)?.[1];
    const status = /^Status: (Accepted|Superseded)$/m.exec(text)?.[1];
    const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
    const supersededBy = /^Superseded-by: (\d{3})$/m.exec(text)?.[1];
    const problems = [
      !title && 'a "# NNN Title" line',
      !status && 'a "Status: Accepted" or "Status: Superseded" line',
      !date && 'a "Date: YYYY-MM-DD" line',
      status === 'Superseded' && !supersededBy && 'a "Superseded-by: NNN" line',
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(`${file} needs ${problems.join(', ')}`);
    return { number: file.slice(0, 3), file, title, status, date, supersededBy };
  });

const rows = records.map(
  (r) =>
    `| ${r.number} | [${r.title}](${r.file}) | ${r.status}${r.supersededBy ? ` by ${r.supersededBy}` : ''} | ${r.date} |`,
);
const index = `# Decision records

Each record says what was decided, why, and what it costs: context, decision, consequences. Under
its title a record has \`Status: Accepted\`, or \`Status: Superseded\` with \`Superseded-by: NNN\` when a
later record replaces it whole, and the \`Date:\` it was first written. A record that a later one
changes in part stays accepted and says so where it changed. This index is written by
\`node scripts/decision-index.mjs\` (\`--check\` tells whether it is up to date).

| # | Decision | Status | Date |
| --- | --- | --- | --- |
${rows.join('\n')}
`;

if (process.argv.includes('--check')) {
  if (readFileSync(INDEX, 'utf8') !== index) {
    console.error(`${INDEX} is out of date: run node scripts/decision-index.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(INDEX, index);
}
