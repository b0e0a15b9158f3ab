// The sandbox's browser code, kept as plain ES2020 source strings so the page needs no bundler and
// no network. Two parts: SANDBOX_LIB holds pure functions only (tests evaluate it without a DOM),
// SANDBOX_UI wires them to the page. Both avoid backticks and template substitutions because they
// live inside String.raw literals, and never build HTML from strings: every bit of response or
// schema text reaches the page through textContent (responses are untrusted, XSS).

export const SANDBOX_LIB = String.raw`
var OPERATION_KEYWORDS = { query: true, mutation: true, subscription: true, fragment: true };

// Own introspection query, trimmed to what the explorer shows; the name lets allow-lists spot it.
var INTROSPECTION_QUERY = [
  'query SandboxIntrospection {',
  '  __schema {',
  '    queryType { name } mutationType { name } subscriptionType { name }',
  '    types { ...SandboxType }',
  '  }',
  '}',
  'fragment SandboxType on __Type {',
  '  kind name description',
  '  fields(includeDeprecated: true) {',
  '    name description isDeprecated deprecationReason',
  '    args { ...SandboxInputValue }',
  '    type { ...SandboxTypeRef }',
  '  }',
  '  inputFields { ...SandboxInputValue }',
  '  interfaces { ...SandboxTypeRef }',
  '  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }',
  '  possibleTypes { ...SandboxTypeRef }',
  '}',
  'fragment SandboxInputValue on __InputValue { name description defaultValue type { ...SandboxTypeRef } }',
  'fragment SandboxTypeRef on __Type {',
  '  kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name',
  '  ofType { kind name ofType { kind name ofType { kind name } } } } } } }',
  '}'
].join('\n');

// Top-level definitions of a GraphQL document with their spans, skipping comments, strings and
// nested braces, so the operation under the cursor can be run when there are several.
function operationsIn(src) {
  var defs = [];
  var braces = 0, parens = 0, current = null, i = 0, n = src.length;
  while (i < n) {
    var c = src[i];
    if (c === '#') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    if (c === '"') {
      if (src.slice(i, i + 3) === '"""') {
        var close = src.indexOf('"""', i + 3);
        i = close < 0 ? n : close + 3;
      } else {
        i++;
        while (i < n && src[i] !== '"' && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
        i++;
      }
      continue;
    }
    if (c === '(') parens++;
    else if (c === ')') parens = Math.max(0, parens - 1);
    else if (c === '{' && parens === 0) {
      if (braces === 0) {
        // A bare selection set is the anonymous query shorthand.
        if (!current) current = { kind: 'query', name: null, start: i };
        defs.push(current);
      }
      braces++;
    } else if (c === '}' && parens === 0) {
      braces = Math.max(0, braces - 1);
      if (braces === 0 && current) {
        current.end = i + 1;
        current = null;
      }
    } else if (braces === 0 && parens === 0 && /[A-Za-z_]/.test(c)) {
      var m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
      var word = m ? m[0] : c;
      if (src[i - 1] === '@' || src[i - 1] === '$') {
        // a directive or variable name, never an operation name
      } else if (!current && OPERATION_KEYWORDS[word]) {
        current = { kind: word, name: null, start: i };
      } else if (current && current.name === null && !OPERATION_KEYWORDS[word] && word !== 'on') {
        current.name = word;
      }
      i += word.length;
      continue;
    }
    i++;
  }
  for (var d = 0; d < defs.length; d++) if (defs[d].end === undefined) defs[d].end = n;
  return defs;
}

// The operation to run: the only one, else the one around (or last before) the cursor.
function pickOperation(src, cursor) {
  var ops = operationsIn(src).filter(function (d) { return d.kind !== 'fragment'; });
  if (ops.length === 0) return { name: null, count: 0 };
  if (ops.length === 1) return { name: ops[0].name, count: 1 };
  var chosen = ops[0];
  for (var k = 0; k < ops.length; k++) if (ops[k].start <= cursor) chosen = ops[k];
  return { name: chosen.name, count: ops.length };
}

function parseJsonObject(text, label) {
  if (!text || !text.trim()) return undefined;
  var value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(label + '不是合法的 JSON：' + e.message);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(label + '必须是 JSON 对象，例如 {"key": "value"}');
  }
  return value;
}

function parseHeaders(text) {
  var obj = parseJsonObject(text, '请求头') || {};
  var out = {};
  Object.keys(obj).forEach(function (key) {
    var v = obj[key];
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') {
      throw new Error('请求头 "' + key + '" 的值必须是字符串');
    }
    out[key] = String(v);
  });
  return out;
}

function typeRefText(ref) {
  if (!ref) return '?';
  if (ref.kind === 'NON_NULL') return typeRefText(ref.ofType) + '!';
  if (ref.kind === 'LIST') return '[' + typeRefText(ref.ofType) + ']';
  return ref.name;
}

function namedTypeOf(ref) {
  while (ref && ref.ofType) ref = ref.ofType;
  return ref ? ref.name : null;
}

// Newest first, at most limit; re-running the same request only moves it to the top.
function addHistory(list, entry, limit) {
  var same = function (h) {
    return h.query === entry.query && h.variables === entry.variables && h.headers === entry.headers;
  };
  return [entry].concat(list.filter(function (h) { return !same(h); })).slice(0, limit);
}

function isUserType(t) {
  return t.name.slice(0, 2) !== '__';
}

// Name matches before description matches; types before fields.
function searchSchema(types, query, limit) {
  var q = query.trim().toLowerCase();
  if (!q) return [];
  var byName = [], byText = [];
  types.filter(isUserType).forEach(function (t) {
    var hit = { type: t.name, field: null, kind: t.kind, description: t.description || '' };
    if (t.name.toLowerCase().indexOf(q) >= 0) byName.push(hit);
    else if ((t.description || '').toLowerCase().indexOf(q) >= 0) byText.push(hit);
    (t.fields || t.inputFields || []).concat(t.enumValues || []).forEach(function (f) {
      var fieldHit = { type: t.name, field: f.name, kind: t.kind, description: f.description || '' };
      if (f.name.toLowerCase().indexOf(q) >= 0) byName.push(fieldHit);
      else if ((f.description || '').toLowerCase().indexOf(q) >= 0) byText.push(fieldHit);
    });
  });
  var rank = function (a, b) { return (a.field ? 1 : 0) - (b.field ? 1 : 0); };
  return byName.sort(rank).concat(byText.sort(rank)).slice(0, limit);
}

function introspectionDisabled(result) {
  if (!result || !result.errors || (result.data && result.data.__schema)) return false;
  return result.errors.some(function (e) { return /introspection/i.test(String(e && e.message)); });
}

function formatBytes(n) {
  if (n < 1024) return n + ' B';
  if (n < 1024 * 1024) return (n / 1024).toFixed(1) + ' KB';
  return (n / 1024 / 1024).toFixed(1) + ' MB';
}

function prettyResponse(text) {
  try {
    var json = JSON.parse(text);
    return { json: json, text: JSON.stringify(json, null, 2) };
  } catch (e) {
    return { json: null, text: text };
  }
}

// JSON text split into coloured tokens for display (rendered via textContent, never as HTML).
function jsonTokens(text) {
  var re = /("(?:[^"\\]|\\.)*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;
  var out = [], last = 0, m;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push({ cls: '', text: text.slice(last, m.index) });
    if (m[1]) {
      out.push({ cls: m[2] ? 'tk-key' : 'tk-str', text: m[1] });
      if (m[2]) out.push({ cls: '', text: m[2] });
    } else if (m[3]) out.push({ cls: 'tk-lit', text: m[3] });
    else out.push({ cls: 'tk-num', text: m[4] });
    last = re.lastIndex;
  }
  if (last < text.length) out.push({ cls: '', text: text.slice(last) });
  return out;
}
`;

export const SANDBOX_UI = String.raw`
var HISTORY_LIMIT = 20;
var meta = document.querySelector('meta[name="graphql-endpoint"]');
var ENDPOINT = (meta && meta.getAttribute('content')) || '/graphql';
var KEY = 'storefront-sandbox:v1:' + ENDPOINT;
var DEFAULT_OPERATION = [
  '# 离线 GraphQL 沙盒：Ctrl/Cmd+Enter 运行；右侧是文档。',
  'query SandboxExample {',
  '  apiVersion',
  '}',
  ''
].join('\n');

var $ = function (id) { return document.getElementById(id); };
var opEl = $('operation'), varsEl = $('variables'), headersEl = $('headers');
var runBtn = $('run'), statusEl = $('status'), resultEl = $('result'), resultMetaEl = $('result-meta');
var docBody = $('doc-body'), docTitle = $('doc-title'), docBack = $('doc-back'), docSearch = $('doc-search');
var docNotice = $('doc-notice'), historyList = $('history-list');

// Builds an element; children are nodes or strings (strings become text nodes, never markup).
function el(tag, className, children) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  (children || []).forEach(function (child) {
    if (child === null || child === undefined) return;
    node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  });
  return node;
}

function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
}

// --- storage (private windows may refuse it; the sandbox still works) ---

function load(name, fallback) {
  try {
    var raw = window.localStorage.getItem(KEY + ':' + name);
    return raw === null ? fallback : JSON.parse(raw);
  } catch (e) {
    return fallback;
  }
}

function save(name, value) {
  try {
    window.localStorage.setItem(KEY + ':' + name, JSON.stringify(value));
  } catch (e) {
    /* quota or disabled storage: keep going without persistence */
  }
}

var saved = load('state', null);
opEl.value = saved && typeof saved.query === 'string' ? saved.query : DEFAULT_OPERATION;
varsEl.value = saved && typeof saved.variables === 'string' ? saved.variables : '{}';
headersEl.value = saved && typeof saved.headers === 'string' ? saved.headers : '{}';
var runs = load('history', []);
if (!Array.isArray(runs)) runs = [];

var saveTimer = null;
function saveState() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(function () {
    save('state', { query: opEl.value, variables: varsEl.value, headers: headersEl.value });
  }, 250);
}

// --- editing ---

function insertText(area, text) {
  area.focus();
  // execCommand keeps the browser's undo stack; setRangeText is the fallback where it is gone.
  var done = false;
  try { done = document.execCommand('insertText', false, text); } catch (e) { done = false; }
  if (!done) {
    area.setRangeText(text, area.selectionStart, area.selectionEnd, 'end');
    area.dispatchEvent(new Event('input'));
  }
}

var escapedTab = false;
function onEditorKey(event) {
  var area = event.target;
  if (event.key === 'Escape') {
    // Lets keyboard users leave the editor: the next Tab moves focus instead of indenting.
    escapedTab = true;
    return;
  }
  if (event.key !== 'Tab' || escapedTab || event.ctrlKey || event.metaKey || event.altKey) {
    if (event.key !== 'Shift') escapedTab = false;
    return;
  }
  event.preventDefault();
  if (!event.shiftKey) {
    insertText(area, '  ');
    return;
  }
  var caret = area.selectionStart;
  var start = area.value.lastIndexOf('\n', caret - 1) + 1;
  var spaces = /^ {1,2}/.exec(area.value.slice(start));
  if (spaces) {
    area.setRangeText('', start, start + spaces[0].length, 'start');
    area.setSelectionRange(Math.max(start, caret - spaces[0].length), Math.max(start, caret - spaces[0].length));
    area.dispatchEvent(new Event('input'));
  }
}

[opEl, varsEl, headersEl].forEach(function (area) {
  area.addEventListener('keydown', onEditorKey);
  area.addEventListener('input', saveState);
  area.addEventListener('blur', function () { escapedTab = false; });
});

document.addEventListener('keydown', function (event) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    run();
  }
});

Array.prototype.forEach.call(document.querySelectorAll('[data-tab]'), function (tab) {
  tab.addEventListener('click', function () {
    var group = tab.getAttribute('data-group');
    Array.prototype.forEach.call(document.querySelectorAll('[data-group="' + group + '"]'), function (t) {
      var on = t === tab;
      t.setAttribute('aria-selected', on ? 'true' : 'false');
      $(t.getAttribute('data-tab')).hidden = !on;
    });
  });
});

// --- running ---

var inFlight = null;

function setStatus(text, kind) {
  statusEl.textContent = text;
  statusEl.className = 'status' + (kind ? ' ' + kind : '');
}

function showText(text) {
  clear(resultEl);
  if (text.length > 300000) {
    resultEl.textContent = text; // colouring a huge response would freeze the tab
    return;
  }
  jsonTokens(text).forEach(function (token) {
    resultEl.appendChild(token.cls ? el('span', token.cls, [token.text]) : document.createTextNode(token.text));
  });
}

function requestHeaders() {
  var headers = parseHeaders(headersEl.value);
  headers['content-type'] = 'application/json';
  headers.accept = 'application/graphql-response+json, application/json';
  // CSRF prevention is on: a non-simple header makes the browser preflight, so the server accepts.
  headers['apollo-require-preflight'] = 'true';
  return headers;
}

function post(body, signal) {
  return fetch(ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: requestHeaders(),
    body: JSON.stringify(body),
    signal: signal
  });
}

function run() {
  if (inFlight) {
    inFlight.abort();
    return;
  }
  var query = opEl.value;
  if (!query.trim()) {
    setStatus('请先输入一个操作', 'error');
    return;
  }
  var variables;
  try {
    variables = parseJsonObject(varsEl.value, '变量');
    requestHeaders();
  } catch (e) {
    setStatus(e.message, 'error');
    return;
  }
  var picked = pickOperation(query, opEl.selectionStart || 0);
  var body = { query: query };
  if (variables) body.variables = variables;
  if (picked.name) body.operationName = picked.name;

  var controller = new AbortController();
  inFlight = controller;
  runBtn.textContent = '取消';
  setStatus('运行中' + (picked.name ? '：' + picked.name : '') + '…', 'busy');
  var started = performance.now();
  var statusLine = '';
  post(body, controller.signal)
    .then(function (response) {
      statusLine = 'HTTP ' + response.status + (response.statusText ? ' ' + response.statusText : '');
      return response.text();
    })
    .then(function (text) {
      var ms = Math.round(performance.now() - started);
      var pretty = prettyResponse(text);
      var hasErrors = !!(pretty.json && pretty.json.errors && pretty.json.errors.length);
      var ok = statusLine.indexOf('HTTP 2') === 0 && !hasErrors;
      resultMetaEl.textContent = statusLine + ' · ' + ms + ' ms · ' + formatBytes(new TextEncoder().encode(text).length);
      setStatus(ok ? '完成' : hasErrors ? '返回了错误（errors）' : '请求失败', ok ? 'ok' : 'error');
      showText(pretty.text);
      runs = addHistory(runs, {
        query: query,
        variables: varsEl.value,
        headers: headersEl.value,
        operationName: picked.name,
        at: Date.now(),
        outcome: ok ? 'ok' : 'error'
      }, HISTORY_LIMIT);
      save('history', runs);
      renderHistory();
    })
    .catch(function (error) {
      var aborted = error && error.name === 'AbortError';
      setStatus(aborted ? '已取消' : '网络错误：' + (error && error.message), 'error');
      resultMetaEl.textContent = '';
      if (!aborted) showText(String(error && error.message));
    })
    .then(function () {
      inFlight = null;
      runBtn.textContent = '运行';
    });
}

runBtn.addEventListener('click', run);

// --- history ---

function renderHistory() {
  clear(historyList);
  if (runs.length === 0) {
    historyList.appendChild(el('li', 'muted', ['还没有运行记录']));
    return;
  }
  runs.forEach(function (item) {
    var when = new Date(item.at);
    var label = item.operationName || (item.query.trim().split('\n').filter(function (line) {
      return line.trim() && line.trim()[0] !== '#';
    })[0] || '(空)');
    var button = el('button', 'history-item ' + (item.outcome || ''), [
      el('span', 'history-name', [label]),
      el('span', 'muted', [when.toLocaleString()])
    ]);
    button.type = 'button';
    button.addEventListener('click', function () {
      opEl.value = item.query;
      varsEl.value = item.variables;
      headersEl.value = item.headers;
      saveState();
      opEl.focus();
    });
    historyList.appendChild(el('li', '', [button]));
  });
}

$('history-clear').addEventListener('click', function () {
  runs = [];
  save('history', runs);
  renderHistory();
});

// --- documentation explorer ---

var schema = null; // { types: {name: type}, list: [type], roots: [[label, name]] }
var navStack = [];

function typeLink(name) {
  var a = el('button', 'type-link', [name]);
  a.type = 'button';
  a.addEventListener('click', function () { show({ view: 'type', name: name }); });
  return a;
}

// [Foo!]! with the named type clickable.
function typeRefNode(ref) {
  var name = namedTypeOf(ref);
  var text = typeRefText(ref);
  var at = text.indexOf(name);
  return el('span', 'type-ref', [text.slice(0, at), typeLink(name), text.slice(at + name.length)]);
}

function description(text) {
  return text ? el('p', 'description', [text]) : null;
}

function deprecation(item) {
  return item.isDeprecated ? el('span', 'deprecated', ['已弃用' + (item.deprecationReason ? '：' + item.deprecationReason : '')]) : null;
}

function argsNode(args) {
  if (!args || args.length === 0) return null;
  var parts = ['('];
  args.forEach(function (arg, index) {
    if (index) parts.push(', ');
    parts.push(el('span', 'arg-name', [arg.name]), ': ', typeRefNode(arg.type));
    if (arg.defaultValue !== null && arg.defaultValue !== undefined) parts.push(' = ' + arg.defaultValue);
  });
  parts.push(')');
  return el('span', 'args', parts);
}

function argDetails(args) {
  var described = (args || []).filter(function (a) { return a.description; });
  if (described.length === 0) return null;
  return el('ul', 'arg-list', described.map(function (a) {
    return el('li', '', [el('span', 'arg-name', [a.name]), ' — ', a.description]);
  }));
}

function fieldRow(field, focus) {
  var row = el('li', 'field' + (focus === field.name ? ' focus' : ''), [
    el('div', 'signature', [el('span', 'field-name', [field.name]), argsNode(field.args), ': ', typeRefNode(field.type)]),
    deprecation(field),
    description(field.description),
    argDetails(field.args)
  ]);
  row.setAttribute('data-field', field.name);
  return row;
}

function section(title, items) {
  return items && items.length ? el('section', '', [el('h3', '', [title]), el('ul', 'fields', items)]) : null;
}

function renderRoot() {
  docTitle.textContent = '文档';
  var roots = schema.roots.map(function (pair) {
    return el('li', 'field', [el('div', 'signature', [pair[0] + ': ', typeLink(pair[1])]), description(schema.types[pair[1]].description)]);
  });
  var all = schema.list.filter(isUserType).map(function (t) {
    return el('li', 'field', [el('div', 'signature', [typeLink(t.name), ' ', el('span', 'kind', [t.kind])]), description(firstLine(t.description))]);
  });
  return [section('根类型', roots), section('全部类型（' + all.length + '）', all)];
}

function firstLine(text) {
  return text ? text.split('\n')[0] : '';
}

function renderType(name, focus) {
  var t = schema.types[name];
  docTitle.textContent = name;
  if (!t) return [el('p', 'muted', ['schema 中没有类型 ' + name])];
  var parts = [el('p', 'kind', [t.kind]), description(t.description)];
  if (t.interfaces && t.interfaces.length) {
    parts.push(el('p', '', ['实现：'].concat(t.interfaces.map(function (i) { return typeLink(i.name); }))));
  }
  parts.push(section('字段', (t.fields || []).map(function (f) { return fieldRow(f, focus); })));
  parts.push(section('输入字段', (t.inputFields || []).map(function (f) {
    var row = el('li', 'field' + (focus === f.name ? ' focus' : ''), [
      el('div', 'signature', [el('span', 'field-name', [f.name]), ': ', typeRefNode(f.type),
        f.defaultValue !== null && f.defaultValue !== undefined ? ' = ' + f.defaultValue : null]),
      description(f.description)
    ]);
    row.setAttribute('data-field', f.name);
    return row;
  })));
  parts.push(section('枚举值', (t.enumValues || []).map(function (v) {
    var row = el('li', 'field' + (focus === v.name ? ' focus' : ''), [
      el('div', 'signature', [el('span', 'field-name', [v.name])]), deprecation(v), description(v.description)
    ]);
    row.setAttribute('data-field', v.name);
    return row;
  })));
  parts.push(section('可能的类型', (t.possibleTypes || []).map(function (p) {
    return el('li', 'field', [el('div', 'signature', [typeLink(p.name)])]);
  })));
  return parts;
}

function renderSearch(query) {
  docTitle.textContent = '搜索：' + query;
  var hits = searchSchema(schema.list, query, 100);
  if (hits.length === 0) return [el('p', 'muted', ['没有匹配的类型或字段'])];
  return [el('ul', 'fields', hits.map(function (hit) {
    var target = el('button', 'type-link', [hit.field ? hit.type + '.' + hit.field : hit.type]);
    target.type = 'button';
    target.addEventListener('click', function () {
      docSearch.value = '';
      show({ view: 'type', name: hit.type, focus: hit.field });
    });
    return el('li', 'field', [el('div', 'signature', [target, ' ', el('span', 'kind', [hit.kind])]), description(firstLine(hit.description))]);
  }))];
}

function render(entry) {
  clear(docBody);
  if (!schema) return;
  var parts = entry.view === 'type' ? renderType(entry.name, entry.focus)
    : entry.view === 'search' ? renderSearch(entry.query)
    : renderRoot();
  parts.forEach(function (part) { if (part) docBody.appendChild(part); });
  docBack.hidden = navStack.length <= 1;
  var focused = docBody.querySelector('.focus');
  if (focused) focused.scrollIntoView({ block: 'center' });
  else docBody.scrollTop = 0;
}

function show(entry) {
  var top = navStack[navStack.length - 1];
  // Typing in the search box refines the current search rather than stacking every keystroke.
  if (top && top.view === 'search' && entry.view === 'search') navStack[navStack.length - 1] = entry;
  else navStack.push(entry);
  render(entry);
}

docBack.addEventListener('click', function () {
  if (navStack.length > 1) navStack.pop();
  render(navStack[navStack.length - 1]);
});

docSearch.addEventListener('input', function () {
  if (!schema) return;
  var q = docSearch.value.trim();
  if (q) {
    show({ view: 'search', query: q });
  } else {
    while (navStack.length > 1 && navStack[navStack.length - 1].view === 'search') navStack.pop();
    render(navStack[navStack.length - 1]);
  }
});

function notice(text, kind) {
  docNotice.textContent = text;
  docNotice.className = 'notice' + (kind ? ' ' + kind : '');
  docNotice.hidden = !text;
}

function loadSchema() {
  notice('正在通过内省加载 schema…', '');
  var body = { query: INTROSPECTION_QUERY, operationName: 'SandboxIntrospection' };
  var request;
  try {
    request = post(body);
  } catch (e) {
    notice('无法加载 schema：' + e.message, 'error');
    return;
  }
  request
    .then(function (response) {
      return response.text().then(function (text) { return { status: response.status, text: text }; });
    })
    .then(function (reply) {
      var json = prettyResponse(reply.text).json;
      if (introspectionDisabled(json)) {
        schema = null;
        clear(docBody);
        notice('服务器已关闭内省（introspection），因此没有文档。仍然可以直接编写并运行操作；' +
          '需要文档时请在开发环境打开 GRAPHQL_INTROSPECTION。', 'warning');
        return;
      }
      if (!json || !json.data || !json.data.__schema) {
        var first = json && json.errors && json.errors[0] && json.errors[0].message;
        notice('无法加载 schema（HTTP ' + reply.status + '）：' + (first || reply.text.slice(0, 200)), 'error');
        return;
      }
      var s = json.data.__schema;
      var types = {};
      s.types.forEach(function (t) { types[t.name] = t; });
      var roots = [['query', s.queryType], ['mutation', s.mutationType], ['subscription', s.subscriptionType]]
        .filter(function (pair) { return pair[1] && types[pair[1].name]; })
        .map(function (pair) { return [pair[0], pair[1].name]; });
      schema = {
        types: types,
        roots: roots,
        list: s.types.slice().sort(function (a, b) { return a.name < b.name ? -1 : a.name > b.name ? 1 : 0; })
      };
      notice('', '');
      navStack = [];
      show({ view: 'root' });
      if (docSearch.value.trim()) show({ view: 'search', query: docSearch.value.trim() });
    })
    .catch(function (error) {
      notice('无法加载 schema：' + (error && error.message), 'error');
    });
}

$('doc-reload').addEventListener('click', loadSchema);
$('endpoint').textContent = ENDPOINT;
renderHistory();
loadSchema();
`;

/** The whole inline script: one strict IIFE so nothing leaks onto window. */
export const SANDBOX_SCRIPT = `(function () {\n'use strict';\n${SANDBOX_LIB}\n${SANDBOX_UI}\n})();\n`;
