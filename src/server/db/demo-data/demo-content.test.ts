import { describe, expect, it } from 'vitest';
import { DemoContent, readDemoContent } from './demo-content';

describe('the demo content files', () => {
  it('are read and pass their schema', async () => {
    const content = await readDemoContent();
    expect(content.guides.length).toBeGreaterThan(0);
    expect(content.guides.every((g) => g.sessions.every((t) => t.every !== undefined))).toBe(true);
  });

  it('are refused when a value is outside the vocabulary', async () => {
    const content = structuredClone(await readDemoContent());
    content.guides[0]!.neighbourhood = 'Atlantis' as never;
    const result = DemoContent.safeParse(content);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['guides.0.neighbourhood']);
  });

  it('are refused when a reference points nowhere or a username is taken twice', async () => {
    const content = structuredClone(await readDemoContent());
    content.sofiaStory.bookings[0]!.session = 'A session nobody runs';
    content.seekers.push({ ...content.seekers[0]! });
    const result = DemoContent.safeParse(content);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message).join('\n');
    expect(messages).toMatch(/has no session "A session nobody runs"/);
    expect(messages).toMatch(/username sofia is used twice/);
  });
});
