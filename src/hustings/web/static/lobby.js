// The lobby: choose a game, its players, options and seats; create it and hand out links.
import { api, el, loadCatalog, seatName, t } from "./common.js";

let games = [];

function resolve(schema, root) {
  if (schema?.$ref) {
    const name = schema.$ref.split("/").pop();
    return { ...root.$defs?.[name], ...schema, $ref: undefined };
  }
  if (schema?.allOf?.length === 1) return { ...resolve(schema.allOf[0], root), ...schema, allOf: undefined };
  if (schema?.anyOf) {
    const real = schema.anyOf.filter((s) => s.type !== "null");
    if (real.length === 1) return { ...resolve(real[0], root), default: schema.default, title: schema.title, description: schema.description };
  }
  return schema;
}

// One form control per option, from the game's Options JSON schema.
function optionControl(name, raw, root) {
  const schema = resolve(raw, root);
  const label = schema.title || name;
  const help = schema.description ? el("small", {}, schema.description) : null;
  let input;
  if (schema.enum) {
    input = el("select", { name }, ...schema.enum.map((v) =>
      el("option", { value: JSON.stringify(v), selected: v === schema.default }, String(v))));
  } else if (schema.type === "boolean") {
    input = el("input", { type: "checkbox", name, checked: schema.default === true });
  } else if (schema.type === "integer" || schema.type === "number") {
    input = el("input", {
      type: "number", name, value: schema.default ?? "", min: schema.minimum ?? schema.exclusiveMinimum,
      max: schema.maximum ?? schema.exclusiveMaximum, step: schema.type === "integer" ? 1 : "any",
    });
  } else {
    input = el("input", { type: "text", name, value: schema.default ?? "" });
  }
  input.dataset.kind = schema.enum ? "enum" : schema.type;
  return el("label", { class: schema.type === "boolean" ? "field check" : "field" },
    el("span", {}, label), input, help);
}

function readOptions() {
  const options = {};
  for (const input of document.querySelectorAll("#options [name]")) {
    const kind = input.dataset.kind;
    if (kind === "enum") options[input.name] = JSON.parse(input.value);
    else if (kind === "boolean") options[input.name] = input.checked;
    else if (kind === "integer" || kind === "number") {
      if (input.value !== "") options[input.name] = Number(input.value);
    } else if (input.value !== "") options[input.name] = input.value;
  }
  return options;
}

function currentGame() {
  return games.find((g) => g.slug === document.getElementById("game").value);
}

function renderPlayers() {
  const game = currentGame();
  const rulings = document.getElementById("rulings");
  rulings.hidden = !game.rulings;
  rulings.href = `/rulings/${game.slug}`;
  const select = document.getElementById("players");
  const previous = Number(select.value);
  select.replaceChildren();
  for (let n = game.min_players; n <= game.max_players; n++) {
    select.append(el("option", { value: n, selected: n === previous }, n));
  }
  renderOptions();
  renderSeats();
}

function renderOptions() {
  const game = currentGame();
  const box = document.getElementById("options");
  const schema = game.options;
  const props = Object.entries(schema.properties ?? {});
  box.replaceChildren(el("legend", {}, t("lobby.options")),
    ...(props.length ? props.map(([name, s]) => optionControl(name, s, schema))
      : [el("p", { class: "muted" }, t("lobby.no_options"))]));
}

function defaultBot(game) {
  return game.bots.includes("heuristic") ? "heuristic" : game.bots[0];
}

function renderSeats() {
  const game = currentGame();
  const players = Number(document.getElementById("players").value);
  const box = document.getElementById("seats");
  const sides = game.sides?.[players] ?? [];
  const rows = [];
  for (let seat = 0; seat < players; seat++) {
    const kind = el("select", { class: "seat-kind", "data-seat": seat },
      el("option", { value: "human" }, t("lobby.person")),
      ...game.bots.map((bot) => el("option", { value: `bot:${bot}`, selected: seat > 0 && bot === defaultBot(game) }, t("lobby.bot", { bot }))));
    rows.push(el("div", { class: "seat-row" },
      el("span", { class: "seat-label" }, t("lobby.seat", { n: seat + 1 }),
        sides[seat] ? el("span", { class: "seat-side" }, sides[seat]) : null),
      kind,
      el("input", { type: "text", class: "seat-name", placeholder: t("lobby.name"), maxlength: 40 })));
  }
  box.replaceChildren(el("legend", {}, t("lobby.seats")), ...rows);
}

function linkRow(label, href) {
  const url = new URL(href, location.href).href;
  const copy = el("button", { type: "button", class: "small" }, t("lobby.copy"));
  copy.addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(url); copy.textContent = t("lobby.copied"); } catch { /* clipboard may be refused */ }
  });
  return el("li", {}, el("a", { href, target: "_blank", rel: "noopener" }, label), " ", copy);
}

function showLinks(created) {
  const box = document.getElementById("links");
  const items = [];
  const sides = currentGame().sides?.[created.seats.length] ?? [];
  const seats = created.seats.map((s) => ({ name: s.name || t("lobby.seat", { n: s.seat + 1 }), side: sides[s.seat] }));
  for (const seat of created.seats) {
    const name = seatName(seats, seat.seat);
    items.push(seat.link ? linkRow(t("lobby.seat_link", { name }), seat.link)
      : el("li", { class: "muted" }, t("lobby.bot_seat", { name, bot: seat.bot })));
  }
  if (created.hotseat) items.push(linkRow(t("lobby.hotseat_link"), created.hotseat));
  items.push(linkRow(t("lobby.spectator_link"), created.spectator));
  box.replaceChildren(el("p", {}, t("lobby.created")), el("ul", { class: "links" }, items));
  box.hidden = false;
}

async function create(event) {
  event.preventDefault();
  const error = document.getElementById("create-error");
  error.hidden = true;
  const seats = [...document.querySelectorAll(".seat-row")].map((row) => {
    const kind = row.querySelector(".seat-kind").value;
    const name = row.querySelector(".seat-name").value.trim();
    return kind === "human" ? { kind, name } : { kind: "bot", bot: kind.slice(4), name };
  });
  try {
    const created = await api("POST", "/api/games", {
      game: currentGame().slug, players: Number(document.getElementById("players").value),
      options: readOptions(), seats,
    });
    showLinks(created);
  } catch (err) {
    error.textContent = err.message;
    error.hidden = false;
  }
}

async function upload() {
  const error = document.getElementById("upload-error");
  error.hidden = true;
  const file = document.getElementById("record-file").files[0];
  if (!file) return;
  try {
    const done = await api("POST", "/api/records", await file.text());
    location.href = done.replay;
  } catch (err) {
    error.textContent = err.message;
    error.hidden = false;
  }
}

async function main() {
  await loadCatalog();
  for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  games = (await api("GET", "/api/available")).games;
  const select = document.getElementById("game");
  if (!games.length) {
    document.getElementById("create-form").replaceChildren(el("p", {}, t("lobby.no_games")));
    return;
  }
  select.replaceChildren(...games.map((g) => el("option", { value: g.slug }, g.title)));
  select.addEventListener("change", renderPlayers);
  document.getElementById("players").addEventListener("change", renderSeats);
  document.getElementById("create-form").addEventListener("submit", create);
  document.getElementById("upload-button").addEventListener("click", upload);
  renderPlayers();
  document.body.dataset.ready = "1";
}

main();
