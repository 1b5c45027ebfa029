// The look of the tree pages' first paint beside the kit's (header, button): the theme's
// typography and spacing (shared/src/theme), light and dark, so React's first render
// replaces it without a jump.
export const FIRST_PAINT_CSS = `
html.dark .gk-fp dt{color:rgba(255,255,255,.7)}
.gk-fp-lang{display:flex;justify-content:flex-end;margin-bottom:8px;min-height:36px}
.gk-fp-tabs{display:flex;gap:0;overflow:hidden;margin-bottom:24px;border-bottom:1px solid rgba(0,0,0,.12)}
html.dark .gk-fp-tabs{border-color:rgba(255,255,255,.12)}
.gk-fp-tabs span{flex-shrink:0;padding:12px 16px;min-height:24px;font-size:.875rem;font-weight:600;
color:rgba(0,0,0,.6)}
html.dark .gk-fp-tabs span{color:rgba(255,255,255,.7)}
.gk-fp-tabs span:first-child{color:#3f6b21;box-shadow:inset 0 -2px #3f6b21}
html.dark .gk-fp-tabs span:first-child{color:#8bc34a;box-shadow:inset 0 -2px #8bc34a}
.gk-fp dl{margin:0;display:grid;gap:16px;grid-template-columns:1fr}
@media (min-width:600px){.gk-fp dl{grid-template-columns:repeat(2,1fr)}}
@media (min-width:900px){.gk-fp dl{grid-template-columns:repeat(3,1fr)}}
.gk-fp dl>div{min-width:0}
.gk-fp dl>.gk-fp-wide{grid-column:1/-1}
.gk-fp dt{font-size:.75rem;line-height:1.66;color:rgba(0,0,0,.6)}
.gk-fp dd{margin:0;font-weight:600;overflow-wrap:anywhere;white-space:pre-line}
.gk-fp-none{font-weight:400;color:rgba(0,0,0,.6)}
html.dark .gk-fp-none{color:rgba(255,255,255,.7)}
.gk-fp-state{display:inline-flex;align-items:center;gap:6px;padding:2px 10px;border:1px solid;
border-radius:14px;font-size:.875rem;font-weight:600;line-height:22px;white-space:nowrap}
.gk-fp-state::before{content:"";width:8px;height:8px;border-radius:50%;background:var(--gk-fp-state)}
.gk-fp-chip{display:inline-block;margin-bottom:16px;padding:3px 12px;border:1px solid #a0522d;
border-radius:16px;font-size:.8125rem}
.gk-fp-card{padding:16px;border:1px solid rgba(0,0,0,.12);border-radius:10px;background:#fff}
html.dark .gk-fp-card{background:#181e16;border-color:rgba(255,255,255,.12)}
@media (min-width:600px){.gk-fp-card{padding:24px}}
.gk-fp-card h2{margin:0 0 20px;font-size:1.4rem;font-weight:700;line-height:1.2}
.gk-fp-camera{display:flex;align-items:center;justify-content:center;height:300px;padding:16px;
border-radius:20px;background:#212121;color:#e0e0e0;text-align:center}
.gk-fp-steps{display:flex;justify-content:space-around;margin-bottom:24px;font-size:.875rem}
`;
