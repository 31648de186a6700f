// The message catalogues' own checks (decision 061), run by `npm run lint`: Lingui's (every message the code
// uses is in the catalogues, none that it no longer uses; every Portuguese message translated), then Luz's
// (every English message written, not left as its id; each translation takes the same placeholders).
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { parsePoFile } from '@lingui/format-po';

const lingui = (...args) => execFileSync('npx', ['lingui', 'check', ...args], { stdio: 'inherit' });
lingui('sync', '--clean');
lingui('missing', '--mode', 'catalog');

const placeholders = (text) =>
  [...new Set([...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]))].sort().join(',');
const problems = [];
for (const english of globSync('src/**/locales/en.po')) {
  const source = new Map(
    parsePoFile(readFileSync(english, 'utf8')).items.map((i) => [i.msgid, i.msgstr[0] ?? '']),
  );
  for (const [id, text] of source) {
    if (!text || text === id) problems.push(`${english}: "${id}" has no English text`);
  }
  const portuguese = english.replace(/en\.po$/, 'pt-PT.po');
  for (const item of parsePoFile(readFileSync(portuguese, 'utf8')).items) {
    const text = item.msgstr[0] ?? '';
    const original = source.get(item.msgid) ?? '';
    if (text && original && placeholders(text) !== placeholders(original)) {
      problems.push(
        `${portuguese}: "${item.msgid}" takes {${placeholders(text)}}, English {${placeholders(original)}}`,
      );
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('PASS catalogues: every English message written, placeholders alike in every language.');
