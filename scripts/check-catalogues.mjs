// The message catalogues' own checks (decision 061), run by `npm run lint`: Lingui's (every message the code
// uses is in the catalogues, none that it no longer uses; every Portuguese message translated), then Luz's
// (every English message written, not left as its id; each translation takes the same placeholders).
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { parsePoFile } from '@lingui/format-po';

const lingui = (...args) => execFileSync('npx', ['lingui', 'check', ...args], { stdio: 'inherit' });
lingui('sync', '--clean');
lingui('missing', '--mode', 'catalog');

/**
 * The names of an ICU message's arguments, at any depth: `{count, plural, one {# place} other {# places}}`
 * takes `count`, and the words of its branches are not arguments.
 */
function argumentsOf(text) {
  const names = new Set();
  let at = 0;
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const word = () => {
    space();
    const start = at;
    while (at < text.length && !/[\s,{}]/.test(text[at])) at++;
    return text.slice(start, at);
  };
  // Text up to the `}` that closes the branch it is in (or the end), arguments collected on the way.
  const message = () => {
    while (at < text.length && text[at] !== '}') {
      if (text[at] === '{') argument();
      else at++;
    }
  };
  const argument = () => {
    at++;
    names.add(word());
    space();
    if (text[at] === ',') {
      at++;
      const type = word();
      space();
      if (['plural', 'select', 'selectordinal'].includes(type) && text[at] === ',') {
        at++;
        for (;;) {
          const key = word();
          space();
          if (key.startsWith('offset:') || text[at] !== '{') {
            if (!key || text[at] === '}') break;
            continue;
          }
          at++;
          message();
          at++;
        }
      } else {
        while (at < text.length && text[at] !== '}') at++;
      }
    }
    space();
    if (text[at] === '}') at++;
  };
  message();
  return names;
}

const placeholders = (text) => [...argumentsOf(text)].sort().join(',');
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
