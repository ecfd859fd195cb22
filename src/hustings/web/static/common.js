// Shared by every page: the UI message catalog, API calls and small DOM helpers.

let catalog = {};

// The UI catalog for `?lang=xx` or the browser's language, falling back to English
// (a Spanish or German catalog is one more file in i18n/, no code).
export async function loadCatalog() {
  const wanted = new URLSearchParams(location.search).get("lang") || navigator.language || "en";
  for (const lang of [wanted.slice(0, 2).toLowerCase(), "en"]) {
    const response = await fetch(`/static/i18n/${lang}.json`);
    if (response.ok) {
      catalog = await response.json();
      document.documentElement.lang = lang;
      return;
    }
  }
}

// The catalog's text for `key`, with {name} placeholders filled from `args`.
export function t(key, args = {}) {
  const template = catalog[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

export async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const response = await fetch(path, init);
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = { error: `${response.status} ${response.statusText}` };
  }
  if (!response.ok) throw new Error(data.error || `${response.status}`);
  return data;
}

// Create an element: el("div", {class: "x", onclick: f}, child, "text", ...).
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "text") node.textContent = value;
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// A seat's name, with the side it plays where the game names its sides ("Ann (Nixon)").
export function seatName(seats, seat) {
  const info = seats[seat];
  const name = info?.name ?? t("lobby.seat", { n: seat + 1 });
  return info?.side && info.side !== name ? t("game.seat_side", { name, side: info.side }) : name;
}

/** "Game over: civil war" from a result's reason key (`civil_war`). */
export function resultText(result) {
  return t("game.result", { reason: result.reason.replaceAll("_", " ") });
}

/** "Winner: …", or "Nobody wins." where the rules let everybody lose. */
export function winnersText(result, seats) {
  if (!result.winners.length) return t("game.no_winner");
  return t("game.winners", { names: result.winners.map((s) => seatName(seats, s)).join(", ") });
}

function formatValue(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "✓" : "✗";
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null))
    return value.length ? value.join(", ") : "—";
  if (typeof value === "object") return null;
  return String(value);
}

// Lists and objects inside a board view, as nested lists (deep ones as JSON).
function nestedValue(value, depth) {
  const text = formatValue(value);
  if (text !== null) return document.createTextNode(text);
  if (depth > 3) return el("code", {}, JSON.stringify(value));
  if (Array.isArray(value)) {
    return el("ol", { class: "generic-list", start: 0 },
      ...value.map((item) => el("li", {}, nestedValue(item, depth + 1))));
  }
  return el("dl", { class: "generic-general nested" }, ...Object.entries(value).flatMap(([key, item]) => [
    el("dt", {}, humanKey(key)), el("dd", {}, nestedValue(item, depth + 1))]));
}

function humanKey(key) {
  return key.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

// A readable rendering of a game's board view, for games that draw no SVG:
// scalars as a list, per-seat lists as a table with one column per seat, the rest as JSON.
export function genericBoard(board, seats) {
  const players = seats.length;
  const general = el("dl", { class: "generic-general" });
  const table = el("table", { class: "generic-seats" });
  const other = el("div", { class: "generic-other" });
  table.append(el("tr", {}, el("th"), ...seats.map((s, i) => el("th", {}, seatName(seats, i)))));
  let rows = 0;
  for (const [key, value] of Object.entries(board ?? {})) {
    if (Array.isArray(value) && value.length === players && players > 1 &&
        value.every((v) => v === null || typeof v !== "object" || Array.isArray(v))) {
      table.append(el("tr", {}, el("th", {}, humanKey(key)),
        ...value.map((v) => el("td", {}, formatValue(v) ?? JSON.stringify(v)))));
      rows += 1;
      continue;
    }
    const text = formatValue(value);
    if (text !== null) {
      general.append(el("dt", {}, humanKey(key)), el("dd", { "data-key": key }, text));
    } else {
      other.append(el("details", { open: true }, el("summary", {}, humanKey(key)),
        nestedValue(value, 0)));
    }
  }
  return el("div", { class: "generic-board" }, general, rows ? table : null, other);
}

export function renderLog(list, lines, showRules, start = 0) {
  list.start = start + 1;
  list.replaceChildren(...lines.map((line) =>
    el("li", {}, el("span", { class: "log-text" }, line.text),
      showRules && line.rule ? el("span", { class: "rule" }, `§ ${line.rule}`) : null)));
  list.scrollTop = list.scrollHeight;
}

export function tokensFromUrl() {
  return new URLSearchParams(location.search).get("t") ?? "";
}
