import { describe, expect, it } from 'vitest';
import { styleAttributesAsRules } from './style-attributes';

describe('styleAttributesAsRules', () => {
  const icon = '--ti-size:var(--ti-size-md);--ti-bg:var(--mantine-color-violet-filled);--ti-color:var(--mantine-color-white)';
  const text = '--text-fz:var(--mantine-font-size-sm);--text-lh:var(--mantine-line-height-sm)';

  it('writes a value used more than once as one rule, and its elements carry its key', () => {
    const markup = `<div style="${icon}"><svg style="${icon}"></svg></div><p style="${text}">a</p><p style="${text}">b</p><p style="${text}">c</p><i style="color:red">once</i>`;
    const { markup: out, css } = styleAttributesAsRules(markup);
    expect(out).toBe('<div data-s="0"><svg data-s="0"></svg></div><p data-s="1">a</p><p data-s="1">b</p><p data-s="1">c</p><i style="color:red">once</i>');
    expect(css).toBe(`#root [data-s="0"]{${icon}}#root [data-s="1"]{${text}}`);
    expect(out.length + css.length).toBeLessThan(markup.length);
  });

  it('writes the declarations as the browser read the attribute (entities decoded)', () => {
    const value = 'font-family:&quot;IBM Plex Sans Thai&quot;, sans-serif;--quote:&#x27;x&#x27;;--amp:a&amp;b';
    const { markup, css } = styleAttributesAsRules(`<b style="${value}"></b><b style="${value}"></b><b style="${value}"></b>`);
    expect(markup).toBe('<b data-s="0"></b><b data-s="0"></b><b data-s="0"></b>');
    expect(css).toBe(`#root [data-s="0"]{font-family:"IBM Plex Sans Thai", sans-serif;--quote:'x';--amp:a&b}`);
  });

  it('leaves a value the loader could not read back, or not worth a rule, as an attribute', () => {
    const kept = ['--a:url(x{y})', 'color:red!important', '--b:&lt;x', '--c:a\\b', '--d:/* no */1', 'a:1'];
    const markup = kept.map((value) => `<i style="${value}"></i><i style="${value}"></i>`).join('');
    expect(styleAttributesAsRules(markup)).toEqual({ markup, css: '' });
  });

  it('changes nothing in markup that already uses the attribute', () => {
    const markup = `<i data-s="x" style="${text}"></i><i style="${text}"></i><i style="${text}"></i>`;
    expect(styleAttributesAsRules(markup)).toEqual({ markup, css: '' });
  });
});
