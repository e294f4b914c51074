/** The admin pages' one stylesheet, served at ADMIN_CSS_PATH: only admin pages link it. */
export const ADMIN_CSS_PATH = '/admin/assets/admin.css';

export const ADMIN_CSS = `
:root {
  --ink: #1c1917; --muted: #57534e; --line: #e7e5e4; --bg: #f5f5f4; --card: #fff;
  --brand: #195a3f; --brand-soft: #eff8f3; --warn: #9a3412; --warn-soft: #fff7ed;
  --danger: #b91c1c; --focus: #2f8a61;
  color-scheme: light;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--ink);
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
a { color: var(--brand); text-underline-offset: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 .25rem; }
h2 { font-size: 1.1rem; margin: 0 0 .75rem; }
p { margin: 0 0 .75rem; }
.wrap { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: .5rem; background: #fff; padding: .5rem; z-index: 10; }

.top { background: var(--brand); color: #fff; }
.top .wrap { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: .25rem 1rem; padding-top: .6rem; padding-bottom: .6rem; }
.brand { color: #fff; font-weight: 700; text-decoration: none; }
.brand span { font-weight: 400; opacity: .85; }
.who { display: flex; align-items: center; gap: .75rem; font-size: .875rem; min-width: 0; }
.who span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; opacity: .9; }
.who button { background: transparent; border: 1px solid rgba(255,255,255,.6); color: #fff;
  border-radius: .375rem; padding: .3rem .7rem; font: inherit; cursor: pointer; min-height: 2.25rem; }
.tabs { background: #fff; border-bottom: 1px solid var(--line); }
/* Wrapping rather than scrolling: on a phone every section, the current one included, stays in view. */
.tabs ul { list-style: none; margin: 0 auto; padding: 0 .5rem; display: flex; flex-wrap: wrap;
  gap: 0 .1rem; max-width: 72rem; }
.tabs a { display: flex; align-items: center; gap: .35rem; padding: .6rem .5rem; white-space: nowrap;
  text-decoration: none; color: var(--muted); border-bottom: 3px solid transparent; font-weight: 500; }
@media (min-width: 48rem) { .tabs ul { gap: .25rem; } .tabs a { padding: .8rem .6rem; } }
.tabs a[aria-current="page"] { color: var(--ink); border-bottom-color: var(--brand); }
.count { background: var(--brand); color: #fff; border-radius: 999px; font-size: .75rem;
  padding: 0 .45rem; line-height: 1.35rem; min-width: 1.35rem; text-align: center; }
.count.warn { background: var(--warn); }

main.wrap { padding-top: 1.25rem; padding-bottom: 3rem; }
.page-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between;
  gap: .5rem 1rem; margin-bottom: 1rem; }
.sub { color: var(--muted); margin: 0; }
.notice { background: var(--brand-soft); border: 1px solid #b4dfc7; border-radius: .5rem;
  padding: .6rem .9rem; margin-bottom: 1rem; }
.error { background: #fef2f2; border: 1px solid #fecaca; color: var(--danger); border-radius: .5rem;
  padding: .6rem .9rem; margin-bottom: 1rem; }

.filters { display: grid; grid-template-columns: 1fr; gap: .6rem; background: var(--card);
  border: 1px solid var(--line); border-radius: .75rem; padding: .9rem; margin-bottom: 1rem; }
.filters .actions { display: flex; gap: .5rem; align-items: end; }
@media (min-width: 48rem) {
  .filters { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto; align-items: end; }
}
label { display: block; font-size: .875rem; font-weight: 600; margin-bottom: .25rem; }
input, select, textarea { width: 100%; font: inherit; color: inherit; background: #fff;
  border: 1px solid #a8a29e; border-radius: .5rem; padding: .5rem .65rem; min-height: 2.75rem; }
textarea { min-height: 7rem; resize: vertical; }
.button { display: inline-flex; align-items: center; justify-content: center; gap: .4rem;
  background: var(--brand); color: #fff; border: 1px solid var(--brand); border-radius: .5rem;
  padding: .5rem 1rem; font: inherit; font-weight: 600; min-height: 2.75rem; cursor: pointer;
  text-decoration: none; white-space: nowrap; }
.button.secondary { background: #fff; color: var(--brand); }
.button.small { min-height: 2.25rem; padding: .3rem .75rem; font-size: .875rem; }

.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: .75rem;
  padding: .9rem 1rem; position: relative; }
.card.overdue { border-color: #fdba74; box-shadow: inset 4px 0 0 var(--warn); background: var(--warn-soft); }
.card h2, .card h3 { font-size: 1.05rem; margin: 0; overflow-wrap: anywhere; }
.card h2 a::after { content: ''; position: absolute; inset: 0; border-radius: .75rem; }
.card h2 a { text-decoration: none; color: var(--ink); }
.card h2 a:hover { text-decoration: underline; }
.card-top { display: flex; justify-content: space-between; align-items: start; gap: .75rem; }
.meta { display: flex; flex-wrap: wrap; gap: .15rem .9rem; color: var(--muted); font-size: .875rem;
  margin-top: .3rem; }
.meta strong { color: var(--ink); }
.flag { color: var(--warn); font-weight: 700; font-size: .875rem; margin: .35rem 0 0; }
.card > p:last-child { margin-bottom: 0; }
.excerpt { margin: .5rem 0 0; color: var(--muted); font-size: .9rem; overflow-wrap: anywhere; }
.body-text { white-space: pre-wrap; overflow-wrap: anywhere; margin: .6rem 0; }
.card-actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-top: .6rem;
  position: relative; }
.badge { display: inline-block; border-radius: 999px; padding: .05rem .6rem; font-size: .8rem;
  font-weight: 700; white-space: nowrap; border: 1px solid transparent; }
.badge.new { background: #dbeafe; color: #1e3a8a; }
.badge.contacted { background: #fef9c3; color: #713f12; }
.badge.won { background: #dcfce7; color: #14532d; }
.badge.lost { background: #f5f5f4; color: #44403c; border-color: #d6d3d1; }
.badge.open { background: #dbeafe; color: #1e3a8a; }
.badge.handled, .badge.active { background: #dcfce7; color: #14532d; }
.badge.unsubscribed { background: #f5f5f4; color: #44403c; border-color: #d6d3d1; }
.badge.Silver { background: #f1f5f9; color: #334155; }
.badge.Gold { background: #fef3c7; color: #78350f; }
.badge.Platinum { background: #ede9fe; color: #4c1d95; }
.empty { background: var(--card); border: 1px dashed #d6d3d1; border-radius: .75rem; padding: 2rem 1rem;
  text-align: center; color: var(--muted); }
.pager { display: flex; justify-content: space-between; align-items: center; gap: 1rem; margin-top: 1rem;
  color: var(--muted); font-size: .9rem; }

.panel { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: 1rem;
  margin-bottom: 1rem; }
.detail { display: grid; gap: 1rem; }
@media (min-width: 64rem) { .detail { grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr); align-items: start; } }
dl.fields { display: grid; grid-template-columns: 1fr; gap: .1rem .75rem; margin: 0; }
dl.fields dt { color: var(--muted); font-size: .85rem; font-weight: 600; margin-top: .5rem; }
dl.fields dd { margin: 0; overflow-wrap: anywhere; }
dl.fields dd.multiline { white-space: pre-wrap; }
@media (min-width: 40rem) {
  dl.fields { grid-template-columns: 9rem minmax(0, 1fr); }
  dl.fields dt, dl.fields dd { margin-top: .5rem; }
}
table { width: 100%; border-collapse: collapse; font-size: .95rem; }
th, td { text-align: left; padding: .45rem .4rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-size: .8rem; font-weight: 600; }
td.num, th.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tfoot td { font-weight: 700; border-bottom: 0; }
.stack > * + * { margin-top: .8rem; }
.inline-form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; }
.inline-form .field { flex: 0 1 18rem; }
input[type="number"] { max-width: 18rem; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: .75rem; margin: 0 0 1rem; }
.stats div { background: var(--card); border: 1px solid var(--line); border-radius: .75rem; padding: .75rem; }
.stats dt { color: var(--muted); font-size: .85rem; }
.stats dd { margin: 0; font-size: 1.4rem; font-weight: 700; }
.subscribers td { overflow-wrap: anywhere; }
@media (max-width: 40rem) {
  .subscribers thead { display: none; }
  .subscribers tr { display: block; padding: .5rem 0; border-bottom: 1px solid var(--line); }
  .subscribers td { display: block; border: 0; padding: .1rem 0; }
}

.signin { min-height: 100vh; display: grid; place-items: center; padding: 1rem; }
.signin .panel { width: 100%; max-width: 24rem; padding: 1.5rem; }
.signin h1 { margin-bottom: 1rem; }
.signin .button { width: 100%; margin-top: .5rem; }
.standalone { max-width: 36rem; margin: 3rem auto; padding: 0 1rem; }
`;
