import LockshotLayout

/// The page `lockshot serve` shows: plain HTML, CSS and JavaScript, no CDN and no build step.
enum PreviewPage {
    /// - Parameter goldens: the devices and scales the project keeps goldens for, nil when it keeps none
    ///   (the page says why a view shows no golden badges, issue 24 #7).
    static func html(token: String, defaults: PreviewVariant, goldens: (devices: [String], scales: [Int])? = nil,
                     editor: String = "vscode://file{file}:{line}:{column}", directory: String = "/") -> String {
        func attribute(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        let devices = "[" + Device.all.map { #"{"id":"# + JSONText.quote($0.id) + #","island":\#($0.island != nil)}"# }
            .joined(separator: ",") + "]"
        let goldenJSON = goldens.map { #"{"devices":["# + $0.devices.map(JSONText.quote).joined(separator: ",")
            + #"],"scales":["# + $0.scales.map(String.init).joined(separator: ",") + "]}" } ?? "null"
        return template
            .replacingOccurrences(of: "{{GOLDENS}}", with: goldenJSON)
            .replacingOccurrences(of: "{{EDITOR}}", with: attribute(editor))
            .replacingOccurrences(of: "{{DIRECTORY}}", with: attribute(directory))
            .replacingOccurrences(of: "{{TOKEN}}", with: token)
            .replacingOccurrences(of: "{{DEFAULTS}}", with: defaults.key.replacingOccurrences(of: "&", with: "&amp;"))
            .replacingOccurrences(of: "{{DEVICES}}", with: devices)
            .replacingOccurrences(of: "{{IOS}}", with: Device.SystemVersion.allCases.map { "<option>\($0.rawValue)</option>" }.joined())
    }

    static let template = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="lockshot-token" content="{{TOKEN}}">
<meta name="lockshot-defaults" content="{{DEFAULTS}}">
<meta name="lockshot-editor" content="{{EDITOR}}">
<meta name="lockshot-directory" content="{{DIRECTORY}}">
<title>lockshot serve</title>
<style>
:root { color-scheme: dark; --bg:#111214; --panel:#1b1c20; --line:#2c2e34; --text:#e8e8ea; --dim:#9a9ca3;
        --ok:#3ecf6e; --warn:#f5b83d; --err:#ff5c5c; --info:#6ab0ff; }
* { box-sizing: border-box; }
body { margin:0; background:var(--bg); color:var(--text); font:14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
header { position:sticky; top:0; z-index:5; background:#16171aee; border-bottom:1px solid var(--line);
         padding:10px 16px; display:flex; flex-wrap:wrap; gap:10px 16px; align-items:center; }
header h1 { font-size:15px; margin:0 8px 0 0; }
header label { color:var(--dim); display:flex; gap:6px; align-items:center; }
select, button { background:var(--panel); color:var(--text); border:1px solid var(--line); border-radius:6px; padding:3px 6px; font:inherit; }
button { cursor:pointer; } button:hover { border-color:#555; }
#notice { margin:10px 16px 0; padding:8px 12px; border-left:3px solid var(--info); background:var(--panel); color:var(--dim); }
#live { margin-left:auto; color:var(--dim); } #live.on::before { content:"● "; color:var(--ok); } #live.off::before { content:"● "; color:var(--err); }
main { padding:16px; }
section.layout { margin:0 0 28px; border:1px solid var(--line); border-radius:10px; background:var(--panel); padding:12px 14px; }
section.layout > h2 { margin:0 0 8px; font-size:15px; } section.layout > h2 small { color:var(--dim); font-weight:normal; margin-left:8px; }
pre { white-space:pre-wrap; font:12px/1.45 ui-monospace, "JetBrains Mono", monospace; margin:6px 0; padding:8px 10px; border-radius:6px; }
pre.diagnostics { background:#2a1416; border:1px solid #6b2a2e; color:#ffd5d5; }
pre.warnings { background:#2a2414; border:1px solid #6b5a2a; color:#ffeac0; }
section.broken .grid img { opacity:.3; filter:grayscale(.7); }
.grid { display:grid; gap:14px; align-items:start; }
.rowname { color:var(--dim); font-weight:600; padding-top:4px; }
.colhead { color:var(--dim); font-size:12px; font-weight:600; border-bottom:1px solid var(--line); padding-bottom:2px; }
figure { margin:0; }
figure img { display:block; border-radius:4px; cursor:zoom-in; background:repeating-conic-gradient(#222 0 25%, #2a2a2a 0 50%) 0 0/16px 16px; }
figcaption { color:var(--dim); font-size:12px; margin-top:4px; display:flex; gap:6px; flex-wrap:wrap; align-items:center; }
.badge { border-radius:4px; padding:0 5px; font-size:11px; border:1px solid var(--line); }
.badge.matches { color:var(--ok); border-color:#245c36; } .badge.differs { color:var(--err); border-color:#6b2a2e; }
.badge.new { color:var(--info); border-color:#274a70; }
ul.findings { list-style:none; margin:4px 0 0; padding:0; font-size:12px; }
ul.findings li { margin:2px 0; overflow-wrap:anywhere; } .sev-error { color:var(--err); } .sev-warning { color:var(--warn); } .sev-info { color:var(--info); }
ul.findings code { color:var(--dim); } a.loc { color:inherit; text-decoration:underline dotted; }
a.dl { color:var(--dim); font-size:11px; text-decoration:none; } a.dl:hover { color:var(--text); } ul.findings.expected li { color:var(--dim); }
.diffimg { margin-top:4px; border:1px solid #6b2a2e; }
.pending { color:var(--dim); font-style:italic; padding:20px 0; }
#overlay { position:fixed; inset:0; background:#000c; display:none; z-index:10; padding:24px; overflow:auto; }
#overlay.open { display:flex; gap:20px; align-items:flex-start; }
#zoomwrap { position:relative; flex:none; }
#zoomwrap img { display:block; }
#frames div { position:absolute; border:1px solid #ff3da6aa; pointer-events:none; }
#frames div.hot { border:2px solid #ffde3d; background:#ffde3d22; }
#zoomwrap:not(:hover) #frames div:not(.hot) { display:none; }
#side { flex:1; min-width:280px; display:flex; flex-direction:column; gap:10px; max-height:calc(100vh - 48px); }
#overlay.reviewing #side { display:none; }
#tree { flex:1; overflow:auto; background:var(--panel); border-radius:8px; padding:10px; font:12px/1.5 ui-monospace, monospace; }
#editor { background:var(--panel); border-radius:8px; padding:10px; max-height:50vh; overflow:auto; font-size:13px; }
#editor:empty { display:none; }
#editor .field { display:grid; grid-template-columns:10em 1fr auto; gap:6px; align-items:center; margin:3px 0; }
#editor .field small { color:var(--dim); } #editor input[type=text], #editor input[type=number] { width:100%; background:var(--bg);
  color:var(--text); border:1px solid var(--line); border-radius:4px; padding:2px 5px; font:inherit; }
#editor pre.previewblock { background:var(--bg); border:1px solid var(--line); }
#tree div { cursor:default; white-space:nowrap; } #tree div:hover { background:#ffffff14; }
#tree .frame { color:var(--dim); }
#close { position:fixed; top:10px; right:14px; }
#filter { min-width:16em; }
#toc { margin:10px 16px 0; font-size:12px; color:var(--dim); display:flex; flex-wrap:wrap; gap:4px 14px; }
#toc a { color:var(--text); text-decoration:none; } #toc a:hover { text-decoration:underline; }
#toc .broken a { color:var(--err); } #toc .previews a { color:var(--dim); }
a.anchor { color:var(--dim); text-decoration:none; margin-left:6px; font-weight:normal; } a.anchor:hover { color:var(--text); }
section.layout { scroll-margin-top:70px; } figure, .rowname { scroll-margin-top:90px; }
section.layout:target, figure:target, .rowname:target { outline:2px solid var(--info); outline-offset:3px; border-radius:6px; }
.hidden-by-filter { display:none !important; }
.grid { overflow-x:auto; }
input[type=range] { vertical-align:middle; } #tout { color:var(--text); min-width:4.5em; display:inline-block; }
#reviewbar { margin:10px 16px 0; padding:8px 12px; border-left:3px solid var(--err); background:var(--panel); font-size:13px; }
#reviewbar a { color:var(--text); margin-right:10px; } button.acceptall { margin:4px 0; }
#loupe { position:absolute; width:168px; height:168px; border-radius:50%; border:2px solid #fff; box-shadow:0 2px 10px #000a;
         pointer-events:none; display:none; image-rendering:pixelated; }
#loupeinfo { position:absolute; pointer-events:none; display:none; font:11px ui-monospace, monospace; background:#000c; padding:1px 4px; border-radius:3px; }
#review { flex:1; display:none; flex-direction:column; gap:10px; }
#overlay.reviewing #review { display:flex; } #overlay.reviewing #zoomwrap, #overlay.reviewing #tree { display:none; }
#review .modes button.on { border-color:var(--info); color:var(--info); }
#review .stage { display:flex; gap:16px; align-items:flex-start; }
#review .stage figure figcaption { justify-content:center; }
#review .slider { position:relative; display:inline-block; } #review .slider img { display:block; }
#review .slider img.top { position:absolute; left:0; top:0; }
#review img { image-rendering:pixelated; }
</style>
</head>
<body>
<header>
  <h1>lockshot serve</h1>
  <label>device <select id="device"></select></label>
  <label title="the iOS whose island geometry (and, with the device frame, whose glass) is drawn">iOS <select id="ios">{{IOS}}</select></label>
  <label>scale <select id="scale"><option>1</option><option>2</option><option>3</option></select></label>
  <label>appearance <select id="appearance"><option value="auto">preview's</option><option>dark</option><option>light</option></select></label>
  <label>stale <select id="stale"><option value="auto">preview's</option><option value="on">on</option><option value="off">off</option></select></label>
  <label>Always-On <select id="aod"><option value="auto">preview's</option><option value="on">on</option><option value="off">off</option></select></label>
  <label>frame <select id="frame"><option value="none">none</option><option value="device">device</option></select></label>
  <label><input type="checkbox" id="debug"> debug overlay</label>
  <label title="the clock runs on from each preview's own time: timers count down, progress moves">time
    <input type="range" id="t" min="0" max="3600" step="60" value="0"><output id="tout">+0 min</output></label>
  <label title="the reader's Dynamic Type size: text styles and custom fonts scale with it">text size <select id="type">
    <option>xSmall</option><option>small</option><option>medium</option><option selected>large</option><option>xLarge</option>
    <option>xxLarge</option><option>xxxLarge</option><option value="accessibility1">AX1</option><option value="accessibility2">AX2</option>
    <option value="accessibility3">AX3</option><option value="accessibility4">AX4</option><option value="accessibility5">AX5</option></select></label>
  <label title="side by side: every presentation once per value">compare <select id="compare">
    <option value="">nothing</option><option value="appearance">dark | light</option><option value="aod">Always-On off | on</option>
    <option value="stale">stale off | on</option><option value="type">text size large | xxxLarge | AX3</option><option value="device">this device | the largest</option></select></label>
  <label title="fit: a row fits the window · points: 1 pt = 1 px, as on the iPhone · pixels: 1 picture pixel = 1 screen pixel">zoom
    <select id="size"><option value="fit">fit</option><option value="points">points</option><option value="pixels">1:1 pixels</option></select></label>
  <input type="search" id="filter" placeholder="filter layouts and previews" aria-label="filter layouts and previews">
  <a id="zipall" class="dl" href="/api/zip" title="every picture in this view, as a zip">⤓ all as zip</a>
  <span id="live" class="off">connecting</span>
</header>
<p id="notice" hidden></p>
<div id="reviewbar" hidden></div>
<nav id="toc" aria-label="layouts"></nav>
<main id="layouts"><p class="pending">rendering…</p></main>
<div id="overlay"><button id="close">close ✕</button><div id="zoomwrap"><img id="zoom" alt=""><div id="frames"></div><canvas id="loupe" width="168" height="168"></canvas><div id="loupeinfo"></div></div><div id="side"><div id="editor"></div><div id="tree"></div></div><div id="review"></div></div>
<script type="application/json" id="devices">{{DEVICES}}</script>
<script type="application/json" id="goldens">{{GOLDENS}}</script>
<script>
"use strict";
let token = document.querySelector('meta[name="lockshot-token"]').content;
// A restarted server has a new token: read it from the page again (same origin only).
async function refreshToken() {
  try {
    const page = await (await fetch('/', { cache: 'no-store' })).text();
    const m = page.match(/name="lockshot-token" content="([0-9a-f]+)"/);
    if (m) token = m[1];
  } catch (e) { console.error(e); }
}
const devices = JSON.parse(document.getElementById('devices').textContent);
const $ = (id) => document.getElementById(id);
const controls = ['device', 'ios', 'scale', 'appearance', 'stale', 'aod', 'frame', 't', 'type'];
// Page-only settings: kept in the address, never sent to the server.
const viewControls = ['compare', 'size'];
window.lockshotPage = { loadId: Math.random().toString(36).slice(2), generation: -1, updates: 0 };
for (const d of devices) { const o = document.createElement('option'); o.value = o.textContent = d.id; $('device').appendChild(o); }
const initial = new URLSearchParams(location.search);
const isStatic = initial.get('static') === '1';
const defaults = new URLSearchParams(document.querySelector('meta[name="lockshot-defaults"]').content);
for (const c of controls) { const v = initial.get(c) || defaults.get(c); if (v) $(c).value = v; }
$('debug').checked = (initial.get('debug') || defaults.get('debug')) === '1';
for (const c of viewControls) { const v = initial.get(c); if (v) $(c).value = v; }
const minutes = (t) => `+${Math.round(Number(t) / 60)} min`;
$('tout').textContent = minutes($('t').value);
$('filter').value = initial.get('q') || '';

function query() {
  const q = new URLSearchParams();
  for (const c of controls) q.set(c, $(c).value);
  q.set('debug', $('debug').checked ? '1' : '0');
  return q.toString();
}
// The page's own address: the controls, the filter and the hash.
function pageAddress() {
  const q = new URLSearchParams(query());
  for (const c of viewControls) if ($(c).value && $(c).value !== 'fit') q.set(c, $(c).value);
  if ($('filter').value) q.set('q', $('filter').value);
  return '?' + q + location.hash;
}
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) { if (k === 'class') e.className = v; else if (k.startsWith('on')) e[k] = v; else e.setAttribute(k, v); }
  for (const c of children) if (c != null) e.append(c);
  return e;
}
// Side by side (issue 24): with `compare` set, every presentation shows once per value, each from its own variant.
function variants() {
  const c = $('compare').value;
  const largest = $('device').value === 'iphone-17-pro-max' ? 'iphone-15-pro' : 'iphone-17-pro-max';
  const values = { appearance: ['dark', 'light'], aod: ['off', 'on'], stale: ['off', 'on'], device: [$('device').value, largest],
                   type: ['large', 'xxxLarge', 'accessibility3'] }[c];
  if (!values) return [{ label: null, query: query() }];
  return values.map(v => { const q = new URLSearchParams(query()); q.set(c, v); return { label: v, query: q.toString() }; });
}
// One state whose cases carry their column ("lockScreen · dark") and the variant they came from.
function merged(states, vs) {
  if (vs.length === 1) return states[0];
  const layouts = states[0].layouts.map(L => {
    const all = states.map(s => s.layouts.find(M => M.path === L.path) || { cases: [], findings: [] });
    return { ...L, pending: all.some(M => M.pending), error: all.map(M => M.error).find(Boolean) || null,
             version: Math.max(...all.map(M => M.version || 0)),
             cases: all.flatMap((M, i) => M.cases.map(c => ({ ...c, column: c.presentation + ' · ' + vs[i].label,
                                                              key: c.key + '@' + vs[i].label, caseKey: c.key, query: vs[i].query }))) };
  });
  return { ...states[0], layouts, generation: Math.max(...states.map(s => s.generation)) };
}
let loading = false, again = false;
async function load() {
  if (loading) { again = true; return; }
  loading = true;
  try {
    const vs = variants();
    const states = await Promise.all(vs.map(v => fetch('/api/state?' + v.query, { cache: 'no-store' }).then(r => r.json())));
    draw(merged(states, vs));
    // A static page has no event stream to say when a new variant is drawn: ask again until it is.
    if (isStatic && states.some(s => s.layouts.some(L => L.pending))) setTimeout(load, 200);
  } catch (e) { console.error(e); }
  loading = false;
  if (again) { again = false; load(); }
}

const sections = new Map();
let lastState = null, resizing = 0;
window.addEventListener('resize', () => {
  clearTimeout(resizing);
  resizing = setTimeout(() => { if (lastState) draw(lastState); }, 100);
});
function draw(s) {
  lastState = s;
  const main = $('layouts');
  if (main.querySelector('.pending:not(section .pending)')) main.innerHTML = '';
  const seen = new Set();
  for (const L of s.layouts) {
    seen.add(L.path);
    let sec = sections.get(L.path);
    if (!sec) {
      sec = el('section', { class: 'layout', 'data-path': L.path, id: anchorId(L.path) });
      sec.append(el('h2', {}), el('div', { class: 'messages' }), el('div', { class: 'grid' }));
      sections.set(L.path, sec);
      main.appendChild(sec);
    }
    // A layout the update did not touch keeps its DOM (a save redraws one layout, not the page).
    const drawKey = [L.version, query(), $('compare').value, $('size').value, sec.clientWidth].join('|');
    if (sec.dataset.drawKey !== drawKey) { drawLayout(sec, L, s); sec.dataset.drawKey = drawKey; }
  }
  for (const [path, sec] of sections) if (!seen.has(path)) { sec.remove(); sections.delete(path); }
  drawContents(s);
  drawReviewBar(s);
  applyFilter();
  revealHash();
  // A broken layout shows in the tab's title, so a save that breaks it is seen from another window.
  const broken = s.layouts.filter(L => L.error).map(L => L.name);
  document.title = broken.length ? `✕ ${broken.join(', ')} broken — lockshot serve` : 'lockshot serve';
  window.lockshotPage.generation = s.generation;
  window.lockshotPage.updates += 1;
  reportView();
  document.documentElement.dataset.generation = s.generation;
}

// Links (issue 24): every layout, preview row and picture has an id the URL's hash can name; the table of
// contents lists them; the back button walks through them (they are plain anchors).
function slug(text) { return String(text).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'x'; }
function anchorId(path, preview, presentation) {
  return [path, preview, presentation].filter(x => x != null).map(slug).join('--');
}
function drawContents(s) {
  const toc = $('toc');
  toc.replaceChildren(...s.layouts.map(L => {
    const previews = [...new Set(L.cases.map(c => c.preview))];
    return el('span', { class: L.error ? 'entry broken' : 'entry', 'data-path': L.path },
      el('a', { href: '#' + anchorId(L.path) }, (L.error ? '✕ ' : '') + L.name),
      previews.length > 1 ? el('span', { class: 'previews' }, ' (', ...previews.flatMap((p, i) =>
        [i ? ', ' : '', el('a', { href: '#' + anchorId(L.path, p), 'data-preview': p }, p)]), ')') : null);
  }));
}
// The pictures in the viewport, told to the server (a save draws them first), after each draw and scroll.
let viewTimer = 0;
function reportView() {
  clearTimeout(viewTimer);
  viewTimer = setTimeout(() => {
    if (isStatic) return;
    const lines = [];
    for (const fig of document.querySelectorAll('section.layout figure[data-case]')) {
      const r = fig.getBoundingClientRect();
      if (r.bottom < 0 || r.top > innerHeight || fig.classList.contains('hidden-by-filter')) continue;
      lines.push(fig.closest('section').dataset.path + '\t' + fig.dataset.case);
      if (lines.length >= 48) break;
    }
    fetch('/api/view?cases=' + encodeURIComponent(lines.join('\n')), { cache: 'no-store' }).catch(() => {});
  }, 120);
}
window.addEventListener('scroll', reportView, { passive: true });
// Golden review (issue 24): the differing cases, listed at the top, each a link to its picture.
function drawReviewBar(s) {
  const differing = s.layouts.flatMap(L => L.cases.filter(c => c.golden === 'differs').map(c => [L, c]));
  const bar = $('reviewbar');
  bar.hidden = differing.length === 0;
  bar.replaceChildren(`${differing.length} golden${differing.length === 1 ? '' : 's'} differ: `, ...differing.map(([L, c]) =>
    el('a', { href: '#' + anchorId(L.path, c.preview, c.column || c.presentation) }, `${L.name} / ${c.preview} / ${c.column || c.presentation}`)));
}
// The filter box keeps layouts and preview rows whose name (or path) contains every word typed; `?q=` keeps it.
function applyFilter() {
  const words = $('filter').value.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (text) => words.every(w => text.toLowerCase().includes(w));
  for (const [path, sec] of sections) {
    const name = sec.querySelector('h2')?.firstChild?.textContent || '';
    const layoutMatches = matches(name + ' ' + path);
    let rows = 0;
    for (const row of sec.querySelectorAll('.rowname')) {
      const keep = !words.length || layoutMatches || matches(name + ' ' + path + ' ' + row.dataset.preview);
      row.classList.toggle('hidden-by-filter', !keep);
      for (const fig of sec.querySelectorAll('figure')) if (fig.dataset.preview === row.dataset.preview) {
        fig.classList.toggle('hidden-by-filter', !keep);
      }
      // Empty grid cells of the row follow it.
      let next = row.nextElementSibling;
      while (next && !next.classList.contains('rowname')) {
        if (next.tagName !== 'FIGURE') next.classList.toggle('hidden-by-filter', !keep);
        next = next.nextElementSibling;
      }
      if (keep) rows++;
    }
    const shown = !words.length || layoutMatches || rows > 0;
    sec.classList.toggle('hidden-by-filter', !shown);
    $('toc').querySelector(`[data-path="${CSS.escape(path)}"]`)?.classList.toggle('hidden-by-filter', !shown);
  }
}
// The page draws after it loads: once the hash's target exists, bring it into view (once per hash).
let revealed = null;
function revealHash() {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id || revealed === id) return;
  const target = document.getElementById(id);
  if (target) { revealed = id; target.scrollIntoView({ block: 'start' }); }
}
window.addEventListener('hashchange', () => { revealed = null; revealHash(); });

// Findings about the whole layout (no preview, no presentation: raw-color, timer-width) show once, above the grid.
const layoutWide = (f) => f.previews.length === 0 && f.presentations.length === 0;
function findingsFor(L, c) {
  return L.findings.filter(f => !layoutWide(f) && (f.previews.length === 0 || f.previews.includes(c.preview))
                             && (f.presentations.length === 0 || f.presentations.includes(c.presentation)));
}
// `file:line:col` opens the editor (`--editor`, VS Code's link by default).
const editor = document.querySelector('meta[name="lockshot-editor"]').content;
const directory = document.querySelector('meta[name="lockshot-directory"]').content;
function editorLink(file, line, column) {
  const absolute = file.startsWith('/') ? file : directory.replace(/\/$/, '') + '/' + file;
  return editor.replaceAll('{file}', encodeURI(absolute)).replaceAll('{line}', line).replaceAll('{column}', column);
}
// Text with every `path:line:col` made a link to the editor.
function linked(text) {
  const nodes = [];
  let last = 0;
  for (const m of text.matchAll(/([^\s:|]+\.(?:lockshot|swift|json)):(\d+):(\d+)/g)) {
    nodes.push(text.slice(last, m.index), el('a', { class: 'loc', href: editorLink(m[1], m[2], m[3]) }, m[0]));
    last = m.index + m[0].length;
  }
  nodes.push(text.slice(last));
  return nodes;
}
function findingList(list) {
  if (!list.length) return null;
  return el('ul', { class: 'findings' }, ...list.map(f => el('li', { class: 'sev-' + f.severity, title: f.help || '' },
    el('b', {}, f.rule), ' ', f.message, ' ', el('code', {}, ...linked(f.location)))));
}

function drawLayout(sec, L, s) {
  sec.classList.toggle('broken', !!L.error);
  sec.dataset.version = L.version;
  const h2 = sec.querySelector('h2');
  h2.replaceChildren(L.name, el('small', {}, L.path), el('a', { class: 'anchor', href: '#' + anchorId(L.path), title: 'link to this layout' }, '#'),
                     el('a', { class: 'dl zip', href: '/api/zip?' + (L.cases[0]?.query || query()) + '&layout=' + encodeURIComponent(L.path),
                               title: 'every picture of this layout in this view, as a zip' }, ' ⤓ zip'));
  const messages = sec.querySelector('.messages');
  messages.replaceChildren();
  if (L.error) messages.append(el('pre', { class: 'diagnostics' }, ...linked(L.error)));
  if (L.warnings) messages.append(el('pre', { class: 'warnings' }, ...linked(L.warnings)));
  const previews = [...new Set(L.cases.map(c => c.preview))];
  const toAccept = L.cases.filter(c => c.golden === 'differs' || c.golden === 'new');
  if (toAccept.length > 1 && !L.error) {
    messages.append(el('button', { class: 'acceptall', onclick: () => acceptAll(L, toAccept) },
                       `accept all ${toAccept.length} goldens in this layout`));
  }
  const wide = findingList(L.findings.filter(layoutWide));
  if (wide) messages.append(wide);
  const stress = L.findings.filter(f => f.previews.length && !f.previews.some(p => previews.includes(p)));
  if (stress.length) messages.append(el('details', {}, el('summary', {}, `${stress.length} finding(s) in lockshot check's stress previews`), findingList(stress)));
  const grid = sec.querySelector('.grid');
  const column = (c) => c.column || c.presentation;
  const kinds = [...new Set(L.cases.map(column))];
  grid.style.gridTemplateColumns = `10em repeat(${Math.max(1, kinds.length)}, max-content)`;
  // One scale for every picture of the layout (issue 24 #6): the widest picture of each column, side by side,
  // fit the card; a picture is never drawn larger than its points.
  const natural = (c) => c.width / Number($('scale').value);
  const columns = kinds.map(k => Math.max(0, ...L.cases.filter(c => column(c) === k && c.width).map(natural)));
  const room = sec.clientWidth - 28 - 10 * 14 - 14 * kinds.length;
  // A column is at least 120 px wide (its caption); the others share what is left.
  let fit = 1;
  for (let i = 0; i < 3; i++) {
    const small = columns.filter(w => w * fit < 120), large = columns.filter(w => w * fit >= 120);
    const sum = large.reduce((a, b) => a + b, 0);
    if (!sum) break;
    fit = Math.min(1, (room - 120 * small.length) / sum);
  }
  // Too many columns for the window (nine when comparing three text sizes): the grid scrolls sideways rather than
  // shrinking the pictures past a quarter.
  fit = Math.max(fit, 0.25);
  // Zoom: `points` draws 1 pt as 1 CSS pixel (the iPhone's size); `pixels` one picture pixel per screen pixel.
  if ($('size').value === 'points') fit = 1;
  else if ($('size').value === 'pixels') fit = Number($('scale').value) / (window.devicePixelRatio || 1);
  sec.dataset.fit = fit.toFixed(4);
  if (L.pending && !L.cases.some(c => c.hash)) { grid.replaceChildren(el('p', { class: 'pending' }, 'rendering…')); return; }
  const keep = new Map([...grid.querySelectorAll('figure')].map(f => [f.dataset.key, f]));
  const cells = [el('div', {}), ...kinds.map(k => el('div', { class: 'colhead' }, k))];
  for (const p of previews) {
    const shownExpected = new Set();
    cells.push(el('div', { class: 'rowname', id: anchorId(L.path, p), 'data-preview': p }, p,
                  el('a', { class: 'anchor', href: '#' + anchorId(L.path, p), title: 'link to this preview' }, '#')));
    for (const k of kinds) {
      const c = L.cases.find(c => c.preview === p && column(c) === k);
      if (!c) { cells.push(el('div', {})); continue; }
      let fig = keep.get(c.key) || el('figure', { 'data-key': c.key, 'data-case': c.caseKey || c.key, 'data-preview': p, id: anchorId(L.path, p, k) },
                                      el('img', { alt: `${p} — ${k}` }), el('figcaption', {}), el('div', { class: 'extra' }));
      const img = fig.querySelector('img');
      if (c.hash && img.dataset.hash !== c.hash) {
        img.src = '/img/' + c.hash + '.png';
        img.dataset.hash = c.hash;
        fig.dataset.hash = c.hash;
      }
      if (c.width) {
        img.style.width = (natural(c) * fit) + 'px';
        img.dataset.natural = natural(c);
        fig.style.width = Math.max(120, natural(c) * fit) + 'px';
      }
      img.onclick = () => enlarge(L, c);
      const cap = fig.querySelector('figcaption');
      cap.replaceChildren(el('a', { class: 'anchor', href: '#' + anchorId(L.path, p, k), title: 'link to this picture' }, '#'));
      // Download under a stable name, as `lockshot gallery` names the file (its folders joined by '-').
      if (c.hash) {
        const stem = L.path.split('/').filter(Boolean).pop().replace(/\.(lockshot|swift)$/, '');
        const device = c.query ? new URLSearchParams(c.query).get('device') : $('device').value;
        const variant = c.query && $('compare').value !== 'device' ? '-' + $('compare').value + '-' + c.key.split('@')[1] : '';
        const name = `${stem}-${(c.caseKey || c.key).replace('/', '-')}${variant}.${device}@${$('scale').value}x.png`;
        cap.append(el('a', { class: 'dl', href: '/img/' + c.hash + '.png', download: name, title: 'download ' + name }, '⤓ png'));
      }
      if (c.golden) cap.append(el('span', { class: 'badge ' + c.golden, title: c.goldenMessage || '' }, 'golden ' + c.golden));
      if (c.golden === 'differs' && c.goldenImage) cap.append(el('button', { class: 'review', onclick: () => review(L, c) }, 'review'));
      fig.dataset.golden = c.golden || '';
      const extra = fig.querySelector('.extra');
      extra.replaceChildren();
      if ((c.golden === 'differs' || c.golden === 'new') && !L.error) {
        cap.append(el('button', { class: 'accept', onclick: () => accept(L, c) }, c.golden === 'new' ? 'record golden' : 'accept'));
      }
      if (c.diff) extra.append(el('img', { class: 'diffimg', src: '/img/' + c.diff + '.png', alt: 'diff', style: img.style.cssText }));
      const fl = findingList(findingsFor(L, c));
      if (fl) extra.append(fl);
      // What this preview's `expect:` names and the render produced: shown on purpose, so said quietly here.
      // Once a row: a finding of the preview's binding is the same in every presentation.
      const newExpected = (c.expected || []).filter(f => !shownExpected.has(f.rule + f.message));
      newExpected.forEach(f => shownExpected.add(f.rule + f.message));
      if (newExpected.length) extra.append(el('ul', { class: 'findings expected' }, ...newExpected.map(f =>
        el('li', { title: 'this preview expects it (expect: in the layout)' }, el('b', {}, 'expected ' + f.rule), ' ', f.message))));
      cells.push(fig);
    }
  }
  grid.replaceChildren(...cells);
}

// Accepts one case's picture as its golden; the reason when the server refuses, else null.
async function post(L, c) {
  const q = new URLSearchParams(c.query || query());
  q.set('layout', L.path); q.set('case', c.caseKey || c.key);
  let r = await fetch('/api/accept?' + q, { method: 'POST', headers: { 'X-Lockshot-Token': token } });
  if (r.status === 403) {
    await refreshToken();
    r = await fetch('/api/accept?' + q, { method: 'POST', headers: { 'X-Lockshot-Token': token } });
  }
  const body = await r.json().catch(() => ({}));
  return r.ok ? null : (body.error || String(r.status));
}
async function accept(L, c) {
  const error = await post(L, c);
  if (error) alert('not accepted: ' + error);
  load();
}
async function acceptAll(L, cases) {
  const errors = [];
  for (const c of cases) { const error = await post(L, c); if (error) errors.push(`${c.key}: ${error}`); }
  if (errors.length) alert('not accepted:\n' + errors.join('\n'));
  load();
}

// Golden review: the golden and the new picture side by side, under a slider, blinking, or as the diff.
let blinking = null;
function review(L, c) {
  const w = c.width / Number($('scale').value) * 2;
  const golden = '/img/' + c.goldenImage + '.png', actual = '/img/' + c.hash + '.png';
  const picture = (src, alt) => el('img', { src, alt, style: `width:${w}px` });
  const stage = el('div', { class: 'stage' }), modes = el('div', { class: 'modes' });
  const box = $('review');
  function show(mode) {
    clearInterval(blinking);
    box.dataset.mode = mode;
    for (const b of modes.children) b.classList.toggle('on', b.dataset.mode === mode);
    if (mode === 'side') {
      stage.replaceChildren(el('figure', {}, picture(golden, 'golden'), el('figcaption', {}, 'golden')),
                            el('figure', {}, picture(actual, 'new'), el('figcaption', {}, 'new')));
    } else if (mode === 'slider') {
      const top = picture(actual, 'new'); top.className = 'top';
      const range = el('input', { type: 'range', min: 0, max: 100, value: 50, 'aria-label': 'golden ← → new' });
      const clip = () => { top.style.clipPath = `inset(0 0 0 ${range.value}%)`; };
      range.oninput = clip; clip();
      stage.replaceChildren(el('div', {}, el('div', { class: 'slider' }, picture(golden, 'golden'), top),
                                        el('div', {}, 'golden ', range, ' new')));
    } else if (mode === 'blink') {
      const one = picture(golden, 'golden'), label = el('figcaption', {}, 'golden');
      blinking = setInterval(() => {
        const toNew = one.alt === 'golden';
        one.src = toNew ? actual : golden; one.alt = label.textContent = toNew ? 'new' : 'golden';
      }, 600);
      stage.replaceChildren(el('figure', {}, one, label));
    } else {
      stage.replaceChildren(el('figure', {}, picture('/img/' + c.diff + '.png', 'diff'), el('figcaption', {}, 'diff')));
    }
  }
  for (const [mode, name] of [['side', 'side by side'], ['slider', 'slider'], ['blink', 'blink'], ['diff', 'diff']]) {
    if (mode !== 'diff' || c.diff) modes.append(el('button', { 'data-mode': mode, onclick: () => show(mode) }, name));
  }
  box.replaceChildren(el('div', {}, el('b', {}, `${L.name} · ${c.preview} · ${c.column || c.presentation}`), ' ', c.goldenMessage || ''),
                      modes, stage,
                      el('div', {}, el('button', { class: 'accept', onclick: async () => { closeOverlay(); await accept(L, c); } },
                                       'accept the new picture')));
  $('overlay').classList.add('open', 'reviewing');
  show('side');
}

// The open view: a data editor's pending redraw belongs to the view it was typed in, and is dropped once another opens.
let viewOpened = 0;
async function enlarge(L, c) {
  viewOpened += 1;
  $('overlay').classList.remove('reviewing');
  $('zoom').onload = $('zoom').onerror = null;
  loadEditor(L, c);
  const scale = Number($('scale').value);
  $('zoom').src = '/img/' + c.hash + '.png';
  $('zoom').style.width = (c.width / scale * 2) + 'px';
  $('overlay').classList.add('open');
  $('tree').textContent = 'loading layout dump…'; $('frames').replaceChildren();
  const q = new URLSearchParams(c.query || query()); q.set('layout', L.path); q.set('case', c.caseKey || c.key);
  await showDump(q);
}

// The layout tree and the frame outlines of the enlarged picture; `q` names the case and, from the data
// editor, its edited values (`v.NAME`), so the tree is always of the picture shown. A newer call wins.
let dumpCall = 0;
async function showDump(q) {
  const mine = ++dumpCall;
  let dump = null;
  try { const r = await fetch('/api/dump?' + q, { cache: 'no-store' }); if (r.ok) dump = await r.json(); } catch (_) {}
  if (mine !== dumpCall) return;
  if (!dump) { $('tree').textContent = 'no layout dump'; $('frames').replaceChildren(); return; }
  const k = 2, lines = [], boxes = [];
  // With --frame device the picture is the whole screen while the dump's frames are the presentation's own:
  // outline them only on the bare presentation.
  const offset = { x: 0, y: 0 };
  const onScreen = $('frame').value === 'device';
  (function walk(n, depth) {
    const f = n.frame;
    const box = el('div', { style: `left:${(f.x + offset.x) * k}px;top:${(f.y + offset.y) * k}px;width:${f.width * k}px;height:${f.height * k}px` });
    const label = n.text != null ? ` "${n.displayedText}"` : (n.source ? ` ${n.source}` : '');
    const line = el('div', { style: `padding-left:${depth * 14}px` }, n.kind + label, ' ', el('span', { class: 'frame' }, `(${f.x}, ${f.y}) ${f.width}×${f.height}`));
    line.onmouseover = () => box.classList.add('hot'); line.onmouseout = () => box.classList.remove('hot');
    box.title = n.kind;
    boxes.push(box); lines.push(line);
    for (const ch of n.children || []) walk(ch, depth + 1);
  })(dump, 0);
  $('frames').replaceChildren(...(onScreen ? [] : boxes));
  const note = onScreen ? el('div', { class: 'frame' }, 'frames are relative to the presentation: set frame to none to outline them') : null;
  $('tree').replaceChildren(el('div', {}, `${dump.layout} · ${dump.preview} · ${dump.presentation} · ${dump.device}`), ...(note ? [note] : []), ...lines);
}

// The data editor (issue 24): the preview's values as form controls; each change redraws the enlarged picture
// with them (nothing is written) and shows the `preview` block that would draw it, ready to copy.
function unquoted(text) { try { const v = JSON.parse(text); return typeof v === 'string' ? v : text; } catch (_) { return text; } }
async function loadEditor(L, c) {
  const box = $('editor'), view = viewOpened;
  box.replaceChildren();
  const q = new URLSearchParams(c.query || query()); q.set('layout', L.path); q.set('case', c.caseKey || c.key);
  const r = await fetch('/api/fields?' + q, { cache: 'no-store' });
  if (!r.ok || view !== viewOpened) return;
  const data = await r.json();
  if (!data.fields.length) return;
  const block = el('pre', { class: 'previewblock' }), problem = el('pre', { class: 'diagnostics', hidden: '' });
  const controls = data.fields.map(f => {
    const kind = f.type.replace(/\?$/, ''), optional = f.type.endsWith('?'), given = f.value ?? f.default;
    let input;
    if (kind === 'Bool') { input = el('input', { type: 'checkbox' }); input.checked = given === 'true'; }
    else if (kind === 'Int' || kind === 'Double') { input = el('input', { type: 'number', step: kind === 'Int' ? '1' : 'any', value: given && given !== 'nil' ? given : '' }); }
    else if (kind === 'String' || kind === 'Date' || kind === 'Image') { input = el('input', { type: 'text', value: given && given !== 'nil' ? unquoted(given) : '' }); }
    else { input = el('input', { type: 'text', value: given ?? '', title: 'a value as the layout language writes it' }); }
    const none = optional ? el('input', { type: 'checkbox', title: 'nil' }) : null;
    if (none) { none.checked = given == null || given === 'nil'; input.disabled = none.checked; }
    const literal = () => {
      if (none?.checked) return 'nil';
      if (kind === 'Bool') return input.checked ? 'true' : 'false';
      if (kind === 'Int' || kind === 'Double') return input.value === '' ? null : input.value;
      if (kind === 'String' || kind === 'Date' || kind === 'Image') return JSON.stringify(input.value);
      return input.value || null;
    };
    const row = el('label', { class: 'field', 'data-field': f.name }, el('span', {}, f.name, ' ', el('small', {}, f.type)), input,
                   none ? el('span', {}, none, ' nil') : el('span', {}));
    return { f, input, none, literal, row };
  });
  const text = () => `preview "${data.preview}" {\n` + controls.map(x => [x.f.name, x.literal()]).filter(([, v]) => v != null)
    .map(([n, v]) => `  ${n}: ${v}`).join(',\n') + '\n}';
  let timer = 0;
  function redraw() {
    if (view !== viewOpened || !$('overlay').classList.contains('open')) return;
    const u = new URLSearchParams(q);
    for (const x of controls) { const v = x.literal(); if (v != null) u.set('v.' + x.f.name, v); }
    const url = '/api/edited.png?' + u;
    showDump(u);
    $('zoom').onload = () => { problem.hidden = true; window.lockshotPage.edited = url; };
    $('zoom').onerror = async () => { problem.hidden = false; problem.textContent = await (await fetch(url)).text(); window.lockshotPage.edited = 'error'; };
    $('zoom').src = url;
  }
  const changed = () => { block.textContent = text(); clearTimeout(timer); timer = setTimeout(redraw, 150); };
  for (const x of controls) {
    x.input.addEventListener('input', changed);
    x.none?.addEventListener('change', () => { x.input.disabled = x.none.checked; changed(); });
  }
  block.textContent = text();
  const copy = el('button', { onclick: async () => {
    try { await navigator.clipboard.writeText(block.textContent); copy.textContent = 'copied'; } catch (_) { copy.textContent = 'select the text to copy'; }
  } }, 'copy preview block');
  box.replaceChildren(el('b', {}, `preview data: ${data.preview}`), ...controls.map(x => x.row), problem, block, copy);
}
function closeOverlay() { clearInterval(blinking); viewOpened += 1; $('overlay').classList.remove('open', 'reviewing'); }
$('close').onclick = closeOverlay;
$('overlay').onclick = (e) => { if (e.target === $('overlay')) closeOverlay(); };
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeOverlay(); });

// The loupe: 21 × 21 picture pixels at 8×, unsmoothed, with the pixel under the pointer and its colour.
$('zoomwrap').addEventListener('mousemove', (e) => {
  const img = $('zoom'), loupe = $('loupe'), info = $('loupeinfo');
  const r = img.getBoundingClientRect();
  const x = Math.floor((e.clientX - r.left) / r.width * img.naturalWidth), y = Math.floor((e.clientY - r.top) / r.height * img.naturalHeight);
  const inside = img.naturalWidth && x >= 0 && y >= 0 && x < img.naturalWidth && y < img.naturalHeight;
  loupe.style.display = info.style.display = inside ? 'block' : 'none';
  if (!inside) return;
  const ctx = loupe.getContext('2d', { willReadFrequently: true });
  ctx.imageSmoothingEnabled = false;
  ctx.clearRect(0, 0, 168, 168);
  ctx.drawImage(img, x - 10, y - 10, 21, 21, 0, 0, 168, 168);
  const [red, green, blue, alpha] = ctx.getImageData(84, 84, 1, 1).data;
  ctx.strokeStyle = '#ff3da6'; ctx.lineWidth = 1; ctx.strokeRect(80.5, 80.5, 7, 7);
  const hex = '#' + [red, green, blue].map(v => v.toString(16).padStart(2, '0')).join('').toUpperCase();
  const left = e.clientX - $('zoomwrap').getBoundingClientRect().left, top = e.clientY - $('zoomwrap').getBoundingClientRect().top;
  loupe.style.left = (left + 18) + 'px'; loupe.style.top = (top + 18) + 'px';
  info.style.left = (left + 18) + 'px'; info.style.top = (top + 190) + 'px';
  info.textContent = `${x}, ${y} px · ${hex}${alpha < 255 ? ' α ' + alpha : ''}`;
  window.lockshotPage.loupe = info.textContent;
});
$('zoomwrap').addEventListener('mouseleave', () => { $('loupe').style.display = $('loupeinfo').style.display = 'none'; });

// What this view leaves out, said instead of silently: the island's columns, the golden badges.
const goldens = JSON.parse(document.getElementById('goldens').textContent);
function updateNotice() {
  $('tout').textContent = minutes($('t').value);
  $('zipall').href = '/api/zip?' + query();
  const notes = [];
  const device = devices.find(d => d.id === $('device').value);
  if (device && !device.island) notes.push(`${device.id} has no Dynamic Island: only the Lock Screen is drawn.`);
  if (goldens) {
    const off = [];
    if (!goldens.devices.includes($('device').value)) off.push(`device (goldens: ${goldens.devices.join(', ')})`);
    if (!goldens.scales.includes(Number($('scale').value))) off.push(`scale (goldens: ${goldens.scales.map(s => s + '×').join(', ')})`);
    for (const [c, name] of [['appearance', 'appearance'], ['stale', 'stale'], ['aod', 'Always-On']]) if ($(c).value !== 'auto') off.push(name);
    if ($('frame').value !== 'none') off.push('frame');
    if ($('debug').checked) off.push('debug overlay');
    if ($('t').value !== '0') off.push('time');
    if ($('type').value !== 'large') off.push('text size');
    if (off.length) notes.push(`No golden badges: goldens are compared with the preview's own settings, and this view changes its ${off.join(', ')}.`);
  }
  $('notice').textContent = notes.join(' ');
  $('notice').hidden = notes.length === 0;
}
updateNotice();

for (const c of [...controls, 'debug']) $(c).addEventListener('change', () => {
  updateNotice();
  history.replaceState(null, '', pageAddress());
  for (const sec of sections.values()) { sec.querySelector('.grid').replaceChildren(); sec.dataset.drawKey = ''; }
  load();
});

$('filter').addEventListener('input', () => { applyFilter(); history.replaceState(null, '', pageAddress()); });
$('t').addEventListener('input', () => { $('tout').textContent = minutes($('t').value); });
$('compare').addEventListener('change', () => {
  history.replaceState(null, '', pageAddress());
  for (const sec of sections.values()) { sec.querySelector('.grid').replaceChildren(); sec.dataset.drawKey = ''; }
  load();
});
$('size').addEventListener('change', () => { history.replaceState(null, '', pageAddress()); if (lastState) draw(lastState); });

function connect() {
  const es = new EventSource('/events');
  es.onopen = async () => {
    if (window.lockshotPage.opened) await refreshToken();
    window.lockshotPage.opened = true;
    $('live').className = 'on'; $('live').textContent = 'live'; load();
  };
  es.onerror = () => { $('live').className = 'off'; $('live').textContent = 'reconnecting'; };
  es.onmessage = (e) => { try { const m = JSON.parse(e.data); if (m.type === 'update') load(); } catch (_) {} };
}
// `?static=1`: a finished page for screenshot scripts (no event stream keeps it busy): load once.
if (isStatic) { $('live').textContent = 'static'; load(); } else connect();
load();
</script>
</body>
</html>
"""#
}
