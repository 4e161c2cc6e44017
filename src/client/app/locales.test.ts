import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemTypes } from '#common/contracts/problem';

const root = join(import.meta.dirname, '..', '..', '..');
const load = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8'));
const en = load('en');
const th = load('th');
const keys = (messages: Record<string, string>) => Object.keys(messages).filter((key) => key !== '$schema');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

describe('locales (SPEC §2, §9: th and en)', () => {
  it('th and en have the same keys', () => {
    expect(keys(th).sort()).toEqual(keys(en).sort());
  });

  it('each translation keeps the placeholders of the English text', () => {
    for (const key of keys(en)) expect([key, placeholders(th[key] ?? '')]).toEqual([key, placeholders(en[key]!)]);
  });

  it('has a message for every problem type, and for network failures', () => {
    for (const type of [...problemTypes, 'network']) expect(en).toHaveProperty(`problem_${type}`);
  });

  it('every message the client uses exists', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(root, 'src', 'client'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bm\.(\w+)\(/g)) used.add(match[1]!);
    }
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });

  it('keeps the spec texts of the error screen', () => {
    expect(en.error_title).toBe('Oops! Something went wrong.');
    expect(en.error_text).toBe("We're working to fix the problem.");
    expect(en.error_hint).toBe('Please try again later or return to the homepage.');
    expect(en.error_home).toBe('Go Back to Home');
    expect(en.not_found_title).toBe('Page not found: {path}');
  });
});
