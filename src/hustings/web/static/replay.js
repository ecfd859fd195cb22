// Stepping through a finished game, forward and back, with every seat's hidden information.
import { api, el, genericBoard, loadCatalog, renderLog, resultText, seatName, t, tokensFromUrl, winnersText } from "./common.js";

const gameId = location.pathname.split("/").pop();
const tokens = tokensFromUrl();
let step = 0;
let data = null;
const $ = (id) => document.getElementById(id);

async function show(target) {
  try {
    data = await api("GET", `/api/games/${gameId}/replay?t=${encodeURIComponent(tokens)}&step=${target}`);
  } catch (err) {
    $("error").textContent = err.message;
    $("error").hidden = false;
    return;
  }
  step = data.step;
  render();
}

function perspectiveNow() {
  const choice = $("perspective").value;
  return choice === "spectator" ? data.spectator : data.perspectives[Number(choice)];
}

function render() {
  $("title").textContent = data.title;
  $("step").textContent = t("replay.step", { step: data.step, total: data.total });
  $("slider").max = data.total;
  $("slider").value = data.step;
  const select = $("perspective");
  if (!select.options.length) {
    select.append(...data.seats.map((s) => el("option", { value: s.seat }, seatName(data.seats, s.seat))),
      el("option", { value: "spectator" }, t("replay.spectator")));
  }
  $("last-action").textContent = data.last
    ? t("replay.last_action", { name: seatName(data.seats, data.last.seat), label: data.last.label })
    : t("replay.start");
  const view = perspectiveNow();
  const board = $("board");
  if (view.board_svg) board.innerHTML = view.board_svg;
  else board.replaceChildren(genericBoard(view.board, data.seats));
  // Each seat's `private` part: what its view shows beyond the spectator's.
  const hidden = data.perspectives.map((p) => [p.seat, p.private ?? {}])
    .filter(([, diff]) => Object.keys(diff).length);
  $("hidden").replaceChildren(...(hidden.length ? hidden.map(([seat, diff]) => el("div", { class: "hidden-seat" },
    el("h3", {}, seatName(data.seats, seat)), genericBoard(diff, [])))
    : [el("p", { class: "muted" }, t("replay.no_hidden"))]));
  renderLog($("log"), view.log, $("show-rules").checked);
  const result = data.result;
  $("result").hidden = !result;
  if (result) {
    $("result").replaceChildren(el("strong", {}, resultText(result)), " ",
      winnersText(result, data.seats));
  }
  document.body.dataset.step = data.step;
}

async function main() {
  await loadCatalog();
  for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  $("download").href = `/api/games/${gameId}/record?t=${encodeURIComponent(tokens)}`;
  $("first").addEventListener("click", () => show(0));
  $("prev").addEventListener("click", () => show(Math.max(0, step - 1)));
  // Before the first step has loaded, the total is not known: those two wait for it.
  $("next").addEventListener("click", () => data && show(Math.min(data.total, step + 1)));
  $("last").addEventListener("click", () => data && show(data.total));
  $("slider").addEventListener("change", (event) => show(Number(event.target.value)));
  $("perspective").addEventListener("change", render);
  $("show-rules").addEventListener("change", render);
  document.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") $("next").click();
    if (event.key === "ArrowLeft") $("prev").click();
  });
  await show(0);
}

main();
