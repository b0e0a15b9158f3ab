// An offline GraphQL sandbox for development. Apollo's default landing page loads its code from a
// CDN, which is unreachable here (and in many company networks), so the gateway serves this
// self-contained page instead: inline CSS and JS, no external URL at all.
import { createHash } from 'node:crypto';
import { SANDBOX_SCRIPT } from './client.ts';

export interface SandboxOptions {
  /** The GraphQL endpoint the page posts to, usually `/graphql` (same origin). */
  endpoint: string;
}

const STYLES = `
:root { --accent: #d6246e; --accent-dark: #a81a55; --line: #e3e3e8; --muted: #6b6b76; --bg: #f7f7f9;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
* { box-sizing: border-box; }
html, body { height: 100%; margin: 0; }
body { display: flex; flex-direction: column; font: 14px/1.5 system-ui, -apple-system, "PingFang SC",
  "Microsoft YaHei", sans-serif; color: #1f1f24; background: var(--bg); }
header { display: flex; align-items: center; gap: 12px; padding: 8px 14px; background: #1f1f24; color: #fff; }
header h1 { font-size: 15px; margin: 0; font-weight: 600; }
header code { font-family: var(--mono); color: #f7b3cf; }
.spacer { flex: 1; }
button { font: inherit; cursor: pointer; }
#run { background: var(--accent); color: #fff; border: 0; border-radius: 6px; padding: 6px 18px; font-weight: 600; }
#run:hover { background: var(--accent-dark); }
.hint { color: #b9b9c4; font-size: 12px; }
.status { font-size: 13px; }
.status.ok { color: #7ee2a8; } .status.error { color: #ff9a9a; } .status.busy { color: #ffe08a; }
main { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(260px, 360px); }
.pane { display: flex; flex-direction: column; min-height: 0; min-width: 0; border-right: 1px solid var(--line); background: #fff; }
.pane h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0;
  padding: 8px 12px; border-bottom: 1px solid var(--line); font-weight: 600; }
textarea { font-family: var(--mono); font-size: 13px; line-height: 1.55; border: 0; resize: none; outline: none;
  padding: 10px 12px; width: 100%; tab-size: 2; color: #1f1f24; background: #fff; }
textarea:focus-visible { box-shadow: inset 0 0 0 2px #f3c2d6; }
#operation { flex: 3; min-height: 120px; }
.tabs { display: flex; border-top: 1px solid var(--line); border-bottom: 1px solid var(--line); background: var(--bg); }
.tabs button { border: 0; background: none; padding: 6px 12px; color: var(--muted); border-bottom: 2px solid transparent; }
.tabs button[aria-selected="true"] { color: var(--accent); border-bottom-color: var(--accent); }
.tab-panel { flex: 1; min-height: 90px; display: flex; }
.tab-panel[hidden] { display: none; }
#result-meta { color: var(--muted); font-size: 12px; padding: 6px 12px; border-bottom: 1px solid var(--line); min-height: 31px; }
#result { flex: 1; margin: 0; padding: 10px 12px; overflow: auto; font-family: var(--mono); font-size: 13px;
  white-space: pre-wrap; word-break: break-word; }
.tk-key { color: #7a3e9d; } .tk-str { color: #1a7f37; } .tk-num { color: #0550ae; } .tk-lit { color: #b35900; }
aside { display: flex; flex-direction: column; min-height: 0; background: #fff; }
.doc-bar { display: flex; gap: 6px; align-items: center; padding: 8px 12px; border-bottom: 1px solid var(--line); }
.doc-bar input { flex: 1; min-width: 0; font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; }
.doc-bar button, .small { border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 3px 8px; }
#doc-title { font-size: 15px; margin: 0; padding: 8px 12px 0; word-break: break-all; }
#doc-body { flex: 1; overflow: auto; padding: 0 12px 12px; }
#doc-body h3 { font-size: 12px; color: var(--muted); margin: 14px 0 4px; font-weight: 600; }
.notice { margin: 8px 12px; padding: 8px 10px; border-radius: 6px; background: var(--bg); font-size: 13px; }
.notice.warning { background: #fff6e0; color: #7a5200; } .notice.error { background: #ffecec; color: #9b1c1c; }
.fields { list-style: none; margin: 0; padding: 0; }
.field { padding: 6px 0; border-bottom: 1px dashed var(--line); }
.field.focus { background: #fdeef4; }
.signature { font-family: var(--mono); font-size: 12.5px; word-break: break-word; }
.field-name { color: #1f3c88; font-weight: 600; }
.arg-name { color: #7a3e9d; }
.type-link { border: 0; background: none; padding: 0; color: var(--accent); font-family: var(--mono); font-size: inherit; }
.type-link:hover { text-decoration: underline; }
.kind { color: var(--muted); font-size: 11px; font-family: var(--mono); }
.description { margin: 2px 0 0; color: #44444c; font-size: 13px; white-space: pre-wrap; }
.deprecated { color: #b35900; font-size: 12px; }
.arg-list { margin: 2px 0 0; padding-left: 18px; font-size: 12.5px; color: #44444c; }
.muted { color: var(--muted); }
details { border-top: 1px solid var(--line); max-height: 40%; overflow: auto; }
summary { padding: 8px 12px; cursor: pointer; color: var(--muted); font-size: 12px; font-weight: 600; }
#history-clear { margin: 0 12px 6px; }
#history-list { list-style: none; margin: 0; padding: 0 12px 8px; }
.history-item { display: flex; justify-content: space-between; gap: 8px; width: 100%; text-align: left;
  border: 0; border-bottom: 1px solid var(--line); background: none; padding: 4px 0; font-size: 12.5px; }
.history-item.error .history-name { color: #9b1c1c; }
.history-name { font-family: var(--mono); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; grid-auto-rows: minmax(320px, auto); overflow: auto; } }
`;

// Static markup only; the script fills it in with textContent, never markup from data.
const BODY = `
<header>
  <h1>GraphQL 沙盒</h1>
  <code id="endpoint"></code>
  <span class="spacer"></span>
  <span id="status" class="status" role="status" aria-live="polite"></span>
  <span class="hint">Ctrl/Cmd+Enter</span>
  <button id="run" type="button">运行</button>
</header>
<main>
  <section class="pane">
    <h2><label for="operation">操作 Operation</label></h2>
    <textarea id="operation" spellcheck="false" autocomplete="off" autocapitalize="off"></textarea>
    <div class="tabs" role="tablist">
      <button type="button" role="tab" data-group="input" data-tab="panel-variables" aria-selected="true">变量 Variables</button>
      <button type="button" role="tab" data-group="input" data-tab="panel-headers" aria-selected="false">请求头 Headers</button>
    </div>
    <div class="tab-panel" id="panel-variables" role="tabpanel">
      <textarea id="variables" spellcheck="false" aria-label="变量 JSON"></textarea>
    </div>
    <div class="tab-panel" id="panel-headers" role="tabpanel" hidden>
      <textarea id="headers" spellcheck="false" aria-label="额外请求头 JSON"></textarea>
    </div>
  </section>
  <section class="pane">
    <h2>响应 Response</h2>
    <div id="result-meta"></div>
    <pre id="result" tabindex="0" aria-label="响应"></pre>
  </section>
  <aside>
    <div class="doc-bar">
      <button id="doc-back" type="button" hidden>← 返回</button>
      <input id="doc-search" type="search" placeholder="搜索类型或字段" aria-label="搜索文档">
      <button id="doc-reload" type="button" title="重新内省">刷新</button>
    </div>
    <div id="doc-notice" class="notice" hidden></div>
    <h2 id="doc-title">文档</h2>
    <div id="doc-body"></div>
    <details open>
      <summary>历史 History</summary>
      <button id="history-clear" class="small" type="button">清空历史</button>
      <ul id="history-list"></ul>
    </details>
  </aside>
</main>
<noscript><p>沙盒需要启用 JavaScript。</p></noscript>
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The sandbox page: a complete HTML document with inline CSS and JS and no external URL. The
 * endpoint travels in a meta tag (escaped), so the script itself is constant and can be allowed by
 * hash in a Content-Security-Policy (see sandboxContentSecurityPolicy).
 */
export function sandboxPage(opts: SandboxOptions): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta name="graphql-endpoint" content="${escapeHtml(opts.endpoint)}">`,
    '<title>GraphQL 沙盒</title>',
    `<style>${STYLES}</style>`,
    '</head>',
    `<body>${BODY}<script>${SANDBOX_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * A strict Content-Security-Policy for the page, if the gateway wants to send one: only the inline
 * script and style of this page by hash, and fetches only to the endpoint's origin.
 */
export function sandboxContentSecurityPolicy(opts: SandboxOptions): string {
  let connect = "'self'";
  if (/^https?:\/\//i.test(opts.endpoint)) connect += ` ${new URL(opts.endpoint).origin}`;
  return [
    "default-src 'none'",
    `script-src ${sha256(SANDBOX_SCRIPT)}`,
    `style-src ${sha256(STYLES)}`,
    `connect-src ${connect}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export { SANDBOX_SCRIPT };
