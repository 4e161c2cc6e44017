import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-css';

describe('criticalCss', () => {
  const used = classesIn('<div class="m_a  m_b"><span class="app-x">x</span></div>');

  it('reads the classes of the markup', () => {
    expect([...used].sort()).toEqual(['app-x', 'm_a', 'm_b']);
  });

  it('keeps a rule when one of its selectors names only classes the page has, and drops the others', () => {
    const css = '.m_a{color:red}.m_z{color:blue}.m_a .m_z,.m_b:hover{margin:0}.m_a.m_z{padding:0}';
    expect(criticalCss(css, used)).toBe('.m_a{color:red}.m_a .m_z,.m_b:hover{margin:0}');
  });

  it('keeps rules without classes, and every at-rule that holds no rules', () => {
    const css = ':root{--x:1}body,html{margin:0}[data-mantine-color-scheme=dark]{--y:2}@font-face{font-family:F;src:url(data:font/woff2;base64,AA==)}@keyframes spin{from{rotate:0}to{rotate:1turn}}@charset "utf-8";';
    expect(criticalCss(css, used)).toBe(css);
  });

  it('looks into @media, @layer, @supports and @container, and drops a block left empty', () => {
    const css = '@layer mantine{.m_a{color:red}.m_z{color:blue}}@media (min-width:40em){.m_z{display:none}}@media (min-width:50em){.m_b{display:block}.m_y{gap:0}}';
    expect(criticalCss(css, used)).toBe('@layer mantine{.m_a{color:red}}@media (min-width:50em){.m_b{display:block}}');
  });

  it('does not require the classes inside :not(), :is(), :where() or :has()', () => {
    const css = '.m_a:not(.m_z){color:red}.m_b:where(.m_y,.m_x) .app-x{margin:0}.m_z:not(.m_a){color:blue}';
    expect(criticalCss(css, used)).toBe('.m_a:not(.m_z){color:red}.m_b:where(.m_y,.m_x) .app-x{margin:0}');
  });

  it('is not fooled by braces, commas and dots in strings and comments', () => {
    const css = '.m_a::before{content:"}.m_z{"}/* .m_z{ } */.m_z[title="a,b"]{color:red}.m_b[data-x=".m_q"]{color:green}';
    // The comment goes with the rule it precedes.
    expect(criticalCss(css, used)).toBe('.m_a::before{content:"}.m_z{"}.m_b[data-x=".m_q"]{color:green}');
  });
});
