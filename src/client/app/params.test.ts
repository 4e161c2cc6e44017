import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { idParam, isValidParam, slugParam } from './params';

// The rules as they were written with valibot (before decision 071): the hand check must agree.
const slugSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[\p{L}\p{M}\p{N}_-]+$/u));
const idSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[\w-]+$/));

const samples = ['', 'a', 'kolify-รองรับ-lemon8-และ-line-oa', 'with space', 'a/b', 'x'.repeat(64), 'x'.repeat(65), 'ก'.repeat(200), 'ก'.repeat(201), 'under_score', '%20', 'é', 'abc123', '../etc'];

describe('path parameters checked without valibot', () => {
  it('accepts and refuses exactly what the valibot rules did', () => {
    for (const sample of samples) {
      expect(isValidParam(sample, slugParam), `slug ${sample}`).toBe(v.safeParse(slugSchema, sample).success);
      expect(isValidParam(sample, idParam), `id ${sample}`).toBe(v.safeParse(idSchema, sample).success);
    }
  });

  it('refuses a value that is not a string', () => {
    expect(isValidParam(undefined, slugParam)).toBe(false);
    expect(isValidParam(12, idParam)).toBe(false);
  });
});
