// The look of the dashboard's first paint beside the kit's (header, button): MUI's outlined
// cards, chips and typography under the app's theme (shared/src/theme), light and dark, so
// React's render replaces it without a jump.
export const FIRST_PAINT_CSS = `
.gk-fp-head-actions{display:flex;flex-wrap:wrap;gap:8px}
.gk-fp-head-actions .gk-fp-button{min-height:36.5px;padding:6px 16px;font-size:.875rem}
.gk-fp-box p,.gk-fp-empty p{margin:0}
.gk-fp-box{display:block;box-sizing:border-box;border:1px solid rgba(0,0,0,.12);border-radius:10px;
background:#fff;color:inherit;text-decoration:none}
html.dark .gk-fp-box{background:#181e16;border-color:rgba(255,255,255,.12)}
.gk-fp-box-in,.gk-fp-summary-card{padding:16px 16px 24px}
.gk-fp-summary{display:grid;gap:16px;grid-template-columns:1fr;margin-bottom:32px}
@media (min-width:600px){.gk-fp-summary{grid-template-columns:repeat(2,1fr)}}
@media (min-width:1200px){.gk-fp-summary{grid-template-columns:repeat(4,1fr)}}
.gk-fp-summary-card{display:flex;align-items:flex-start;gap:16px}
.gk-fp-summary-card>div{flex:1;min-width:0}
.gk-fp-summary-card .gk-fp-icon{color:#3f6b21}
html.dark .gk-fp-summary-card .gk-fp-icon{color:#8bc34a}
.gk-fp-label,.gk-fp-place p{font-size:.875rem;line-height:1.43;color:rgba(0,0,0,.6)}
.gk-fp-caption{font-size:.75rem;line-height:1.66;color:rgba(0,0,0,.6)}
.gk-fp-none{color:rgba(0,0,0,.6)}
html.dark .gk-fp-label,html.dark .gk-fp-place p,html.dark .gk-fp-caption,html.dark .gk-fp-none{
color:rgba(255,255,255,.7)}
.gk-fp .gk-fp-value{margin-top:4px;font-size:1.4rem;font-weight:700;line-height:1.2}
.gk-fp-actions{margin-bottom:24px}
.gk-fp-actions h2{margin:0 0 .35em;font-size:1.25rem;font-weight:500;line-height:1.6}
.gk-fp-actions ul{margin:0;padding:0;list-style:none}
.gk-fp-actions li{padding:8px 0}
.gk-fp-action{display:flex;flex-direction:column;gap:4px}
@media (min-width:600px){.gk-fp-action{flex-direction:row;align-items:center;gap:16px}}
.gk-fp-action-what{display:flex;align-items:center;gap:8px;flex-grow:1}
.gk-fp-action-links{display:flex;flex-wrap:wrap;gap:16px}
.gk-fp-action-links a{color:#3f6b21;text-decoration-color:rgba(63,107,33,.4)}
html.dark .gk-fp-action-links a{color:#8bc34a;text-decoration-color:rgba(139,195,74,.4)}
.gk-fp-chip{display:inline-flex;align-items:center;box-sizing:border-box;height:24px;padding:0 8px;
border-radius:16px;background:rgba(0,0,0,.08);font-size:.8125rem;white-space:nowrap}
html.dark .gk-fp-chip{background:rgba(255,255,255,.16)}
.gk-fp .gk-fp-chip-warning{background:#b45309;color:#fff}
html.dark .gk-fp .gk-fp-chip-warning{background:#ffa726;color:rgba(0,0,0,.87)}
.gk-fp .gk-fp-chip-role,.gk-fp .gk-fp-chip-more{padding:0 7px;background:none;border:1px solid #bdbdbd}
html.dark .gk-fp .gk-fp-chip-more{border-color:#616161}
.gk-fp .gk-fp-chip-role{margin-top:4px;color:#3f6b21;border-color:rgba(63,107,33,.7)}
html.dark .gk-fp .gk-fp-chip-role{color:#8bc34a;border-color:rgba(139,195,74,.7)}
.gk-fp-heading{margin:0 0 16px;font-size:1.4rem;font-weight:700;line-height:1.2}
.gk-fp-grid{display:grid;gap:16px;grid-template-columns:1fr}
@media (min-width:600px){.gk-fp-grid{grid-template-columns:repeat(2,1fr)}}
@media (min-width:1200px){.gk-fp-grid{grid-template-columns:repeat(3,1fr)}}
.gk-fp-estate{height:100%;overflow:hidden}
.gk-fp-estate .gk-fp-box-in{padding:16px 56px 16px 16px}
.gk-fp-estate h3{margin:0;font-size:1.15rem;font-weight:600;line-height:1.167;word-break:break-word}
.gk-fp-place{display:flex;align-items:center;gap:4px;margin-top:4px}
.gk-fp-place-icon{width:20px;height:20px;flex-shrink:0;fill:rgba(0,0,0,.54)}
html.dark .gk-fp-place-icon{fill:rgba(255,255,255,.56)}
.gk-fp-place p{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gk-fp-facts{display:flex;flex-wrap:wrap;column-gap:24px;row-gap:8px;margin-top:16px}
.gk-fp-facts p{font-weight:600}
.gk-fp-chips{display:flex;flex-wrap:wrap;gap:4px;margin-top:16px}
.gk-fp-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:48px 16px;
text-align:center}
.gk-fp-empty h2{margin:0;font-size:1.15rem;font-weight:600;line-height:1.167}
.gk-fp-empty p{max-width:420px;font-size:.875rem;line-height:1.43;color:rgba(0,0,0,.6)}
html.dark .gk-fp-empty p{color:rgba(255,255,255,.7)}
`;
