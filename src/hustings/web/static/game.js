// A live game: one websocket carries updates in and actions out; a dropped connection
// reconnects and the server sends the whole current view again.
import { el, genericBoard, loadCatalog, renderLog, resultText, seatName, t, tokensFromUrl, winnersText } from "./common.js";

const gameId = location.pathname.split("/").pop();
const tokens = tokensFromUrl();
let socket = null;
let latest = null;          // the last update received
let selected = 0;           // index into latest.perspectives
let chosenByUser = false;   // a hot-seat player picked a tab by hand
let pending = false;        // an action was sent and not yet answered
let retry = 500;
let refCounter = 0;
const chatLines = [];

const $ = (id) => document.getElementById(id);

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/games/${gameId}?t=${encodeURIComponent(tokens)}`);
  socket.addEventListener("open", () => { retry = 500; $("connection").hidden = true; });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    if (event.code >= 4400 && event.code < 4500) return;  // refused for good: the error is shown
    $("connection").textContent = t("game.connecting");
    $("connection").hidden = false;
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  });
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  pending = true;
  socket.send(JSON.stringify({ ...message, ref: ++refCounter }));
  render();
}

function receive(message) {
  if (message.type === "update") {
    if (latest && message.revision < latest.revision) return;  // an older update arriving late
    latest = message;
    pending = false;
    showError(null);
    render();
  } else if (message.type === "chat") {
    if (message.full) chatLines.length = 0;
    chatLines.push(...message.messages);
    renderChat();
  } else if (message.type === "error") {
    pending = false;
    showError(message.error);
    render();
  } else if (message.type === "ack") {
    pending = false;
  }
}

function showError(text) {
  $("error").hidden = !text;
  if (text) $("error").textContent = t("game.error", { error: text });
}

function current() {
  return latest.perspectives[Math.min(selected, latest.perspectives.length - 1)];
}

function holdsSeats() {
  return latest.perspectives[0].seat !== null;
}

function render() {
  if (!latest) return;
  const seats = latest.seats;
  const toMove = latest.decision ? latest.decision.seats : [];
  if (!chosenByUser && holdsSeats()) {
    const next = latest.perspectives.findIndex((p) => p.actions.length && toMove.includes(p.seat));
    if (next >= 0) selected = next;
  }
  const view = current();
  document.title = `${latest.title} — hustings`;
  $("title").textContent = latest.title;
  $("rulings").hidden = !latest.rulings;
  $("rulings").href = `/rulings/${latest.game}`;
  $("who").textContent = !holdsSeats() ? t("game.spectating")
    : latest.perspectives.length > 1 ? t("game.hotseat")
      : t("game.you_are", { name: seatName(seats, view.seat) });
  renderTabs();
  renderBoard(view);
  renderPrompt(view, toMove);
  renderSeats(toMove);
  renderLog($("log"), view.log, $("show-rules").checked, view.log_start);
  renderResult();
  renderChat();
  document.body.dataset.revision = latest.revision;
  document.body.dataset.toMove = toMove.join(",");
  document.body.dataset.seat = view.seat ?? "spectator";
}

function renderTabs() {
  const tabs = $("seat-tabs");
  tabs.hidden = latest.perspectives.length < 2;
  tabs.replaceChildren(...latest.perspectives.map((p, index) => el("button", {
    type: "button", class: index === selected ? "tab active" : "tab",
    onclick: () => { selected = index; chosenByUser = true; render(); },
  }, seatName(latest.seats, p.seat), p.actions.length ? " •" : "")));
}

function renderBoard(view) {
  const board = $("board");
  const byTarget = new Map();
  for (const action of view.actions) {
    for (const target of action.targets) {
      if (!byTarget.has(target)) byTarget.set(target, []);
      byTarget.get(target).push(action);
    }
  }
  if (view.board_svg) {
    board.innerHTML = view.board_svg;
    for (const node of board.querySelectorAll("[data-target]")) {
      const actions = byTarget.get(node.dataset.target);
      if (!actions || pending) continue;
      node.classList.add("clickable");
      node.addEventListener("click", () => {
        if (actions.length === 1) act(view.seat, actions[0].id);
        else highlight(actions);
      });
    }
  } else {
    board.replaceChildren(genericBoard(view.board, latest.seats));
  }
  // A drawn board may not show everything private to this seat: list it as well.
  const privateKeys = Object.keys(view.private ?? {});
  $("private-panel").hidden = !(view.board_svg && privateKeys.length);
  $("private").replaceChildren(genericBoard(view.private ?? {}, []));
  $("target-help").hidden = !(view.board_svg && byTarget.size);
  $("target-help").textContent = t("game.click_board");
}

function highlight(actions) {
  const ids = new Set(actions.map((a) => a.id));
  for (const button of $("actions").querySelectorAll("button")) {
    button.classList.toggle("highlight", ids.has(button.dataset.action));
  }
}

function act(seat, action) {
  if (pending) return;
  send({ type: "act", seat, action, revision: latest.revision });
}

// A long list of choices (a state to campaign in among fifty) gets a filter box; what was
// typed stays while the same question is asked again (spending points one at a time).
const FILTER_FROM = 16;
let filterText = { prompt: null, text: "" };

function folded(text) {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

function actionFilter(buttons, prompt) {
  if (filterText.prompt !== prompt) filterText = { prompt, text: "" };
  const box = el("input", {
    type: "search", id: "action-filter", class: "action-filter", value: filterText.text,
    placeholder: t("game.filter", { count: buttons.length }), "aria-label": t("game.filter", { count: buttons.length }),
  });
  const apply = () => {
    filterText.text = box.value;
    const wanted = folded(box.value.trim());
    for (const button of buttons) button.hidden = !folded(button.textContent).includes(wanted);
  };
  box.addEventListener("input", apply);
  apply();
  return box;
}

function renderPrompt(view, toMove) {
  const seats = latest.seats;
  if (latest.finished) {
    $("turn").textContent = "";
  } else if (view.seat !== null && view.actions.length && toMove.includes(view.seat)) {
    $("turn").textContent = t("game.your_turn", { name: seatName(seats, view.seat) });
  } else {
    $("turn").textContent = t("game.turn", { names: toMove.map((s) => seatName(seats, s)).join(", ") });
  }
  const sealed = latest.decision?.simultaneous ? ` ${t("game.sealed")}` : "";
  $("prompt").textContent = view.prompt ? view.prompt + sealed : "";
  const actions = $("actions");
  if (view.seat === null || latest.finished) {
    actions.replaceChildren();
  } else if (!view.actions.length) {
    actions.replaceChildren(el("p", { class: "muted" }, t("game.no_actions")));
  } else {
    const buttons = view.actions.map((a) => el("button", {
      type: "button", class: "action", "data-action": a.id, disabled: pending,
      onclick: () => act(view.seat, a.id),
    }, a.label));
    const typing = document.activeElement?.id === "action-filter";
    const filter = buttons.length >= FILTER_FROM ? actionFilter(buttons, view.prompt) : null;
    actions.replaceChildren(...(filter ? [filter] : []), ...buttons);
    if (filter && typing) filter.focus();   // an update arriving while one types keeps the box
  }
  const undo = $("undo");
  undo.textContent = t("game.undo");
  undo.hidden = view.undo !== "available";
  undo.disabled = pending;
  undo.onclick = () => send({ type: "undo", seat: view.seat, revision: latest.revision });
  // "others" only matters while this seat waits; on its next turn it is plain.
  const note = view.undo === "gone" ? "game.undo_gone"
    : view.undo === "others" && !view.actions.length ? "game.undo_others" : null;
  $("undo-note").hidden = !note || latest.finished;
  $("undo-note").textContent = note ? t(note) : "";
  if (latest.bot_error) showError(t("game.bot_error", { error: latest.bot_error }));
}

function renderSeats(toMove) {
  const result = latest.result;
  $("seats").replaceChildren(...latest.seats.map((s) => el("li", {
    class: [toMove.includes(s.seat) ? "to-move" : "", result?.winners.includes(s.seat) ? "winner" : ""].join(" "),
    "data-seat": s.seat,
  },
  el("span", { class: "seat-name" }, s.name),
  s.side ? el("span", { class: "seat-side" }, s.side) : null,
  el("span", { class: "muted" }, s.kind === "bot" ? t("game.bot", { bot: s.bot }) : t("game.person")),
  s.thinking ? el("span", { class: "thinking" }, t("game.thinking")) : null,
  result ? el("span", { class: "score" }, t("game.score", { score: result.scores[s.seat] })) : null)));
}

function renderResult() {
  const box = $("result");
  const result = latest.result;
  box.hidden = !result;
  if (!result) return;
  box.replaceChildren(
    el("strong", {}, resultText(result)), " ",
    el("span", {}, winnersText(result, latest.seats)), " ",
    el("a", { href: `/replay/${gameId}?t=${encodeURIComponent(tokens)}`, id: "replay-link" }, t("game.replay")), " ",
    el("a", { href: `/api/games/${gameId}/record?t=${encodeURIComponent(tokens)}`, download: "" }, t("game.download")));
}

function renderChat() {
  const list = $("chat");
  const seats = latest?.seats ?? [];
  list.replaceChildren(...chatLines.map((m) => el("li", {},
    el("strong", {}, seatName(seats, m.seat)), ": ", m.text)));
  list.scrollTop = list.scrollHeight;
  const canWrite = latest ? holdsSeats() : false;
  $("chat-form").hidden = !canWrite;
  $("chat-note").hidden = canWrite || !latest;
  $("chat-note").textContent = t("game.chat_spectator");
}

async function main() {
  await loadCatalog();
  for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  $("chat-text").placeholder = t("game.chat_placeholder");
  $("show-rules").addEventListener("change", render);
  $("chat-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("chat-text").value.trim();
    if (!text || !latest) return;
    socket.send(JSON.stringify({ type: "chat", seat: current().seat, text, ref: ++refCounter }));
    $("chat-text").value = "";
  });
  connect();
}

main();
