"""Live games. A Room holds one game's state in memory, checks and applies actions,
commits each to the store before acknowledging it, runs its bots in worker threads and
pushes updates to the clients watching it. The RoomManager creates rooms, rebuilds them
from the store by replay, and resumes bot games after a restart."""

from __future__ import annotations

import asyncio
import functools
import logging
import secrets
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from hustings.bots import make_bot
from hustings.engine import (
    BadOptions,
    CorruptRecord,
    Game,
    IllegalAction,
    Record,
    State,
    UnknownGame,
    load_game,
    parse_record,
    replay,
)

from .payloads import perspective
from .rulings import rulings_file
from .store import Store, StoredGame
from .undo import undo_safe

logger = logging.getLogger("hustings.server")

BOT_SPECS = ("random", "heuristic", "ismcts:easy", "ismcts:medium", "ismcts:hard")
MAX_CHAT_LENGTH = 500
MAX_NAME_LENGTH = 40


class ApiError(Exception):
    """A request the server refuses, with the HTTP status and one clear message."""

    status = 400

    def __init__(self, message: str, status: int | None = None):
        super().__init__(message)
        if status is not None:
            self.status = status


class Forbidden(ApiError):
    status = 403


class NotFound(ApiError):
    status = 404


class Stale(ApiError):
    status = 409


@functools.lru_cache(maxsize=64)
def available_bots(slug: str) -> tuple[str, ...]:
    """The bot names that `make_bot` accepts for this game (games do not change while
    the server runs)."""
    specs = []
    for spec in BOT_SPECS:
        try:
            make_bot(spec, slug, 0)
        except Exception:
            continue
        specs.append(spec)
    return tuple(specs)


@dataclass
class Access:
    """What a set of link tokens grants: the seats it may act for, or spectating."""

    seats: tuple[int, ...]
    spectator: bool


@dataclass(eq=False)
class Subscriber:
    access: Access
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)


class Room:
    def __init__(self, manager: RoomManager, stored: StoredGame, state: State):
        self.manager = manager
        self.store = manager.store
        self.id = stored.id
        self.stored = stored
        self.game: Game = load_game(stored.game)
        self.state = state
        self.actions: list[tuple[int, str]] = list(stored.actions)
        self.undoable: list[bool] = list(stored.undoable)
        self.undos = stored.undos
        self.chat: list[dict] = list(stored.chat)
        self.lock = asyncio.Lock()
        self.subscribers: set[Subscriber] = set()
        self.thinking: set[int] = set()
        self.bots = {
            seat: make_bot(info["bot"], self.game.slug, stored.seed * 7 + seat)
            for seat, info in enumerate(stored.seats) if info["kind"] == "bot"
        }
        self.bot_task: asyncio.Task | None = None
        self.bot_error: str | None = None

    # --- identity -------------------------------------------------------------
    @property
    def revision(self) -> int:
        """Numbers every state this game has been in; it only grows."""
        return len(self.actions) + 2 * self.undos

    def access(self, tokens: list[str]) -> Access:
        seats = []
        spectator = False
        for token in tokens:
            if not token:
                continue
            if secrets.compare_digest(token, self.stored.spectator_token):
                spectator = True
                continue
            for seat, info in enumerate(self.stored.seats):
                if info.get("token") and secrets.compare_digest(token, info["token"]):
                    seats.append(seat)
                    break
            else:
                raise Forbidden("this link is not valid for this game")
        if not seats and not spectator:
            raise Forbidden("this game needs a player's or a spectator's link")
        return Access(tuple(sorted(set(seats))), spectator or not seats)

    def _check_seat(self, access: Access, seat) -> int:
        if not access.seats:
            raise Forbidden("a spectator's link can watch and read the chat, not act or write")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ApiError(f"seat must be a seat number, not {seat!r}")
        if not 0 <= seat < self.stored.players:
            raise ApiError(f"there is no seat {seat} in this {self.stored.players}-player game")
        if seat not in access.seats:
            raise Forbidden(f"your link does not hold seat {seat}")
        return seat

    def _check_revision(self, revision) -> None:
        if not isinstance(revision, int) or isinstance(revision, bool):
            raise ApiError("revision must be the number of the state you saw")
        if revision != self.revision:
            raise Stale(f"the game has moved on (you saw state {revision}, it is now at "
                        f"{self.revision}); nothing was changed")

    # --- actions --------------------------------------------------------------
    async def act(self, access: Access, seat, action_id, revision) -> int:
        seat = self._check_seat(access, seat)
        if not isinstance(action_id, str) or not action_id or len(action_id) > 200:
            raise ApiError("action must be an action id from the list of legal actions")
        return await self._apply(seat, action_id, revision, by_bot=False)

    async def _apply(self, seat: int, action_id: str, revision, by_bot: bool) -> int:
        # Shielded: once begun, an action is checked, committed and applied in memory
        # together, even if the request that asked for it goes away meanwhile.
        return await asyncio.shield(self._apply_now(seat, action_id, revision, by_bot))

    async def _apply_now(self, seat: int, action_id: str, revision, by_bot: bool) -> int:
        async with self.lock:
            self._check_revision(revision)
            if self.stored.source != "play":
                raise ApiError("an uploaded record can be replayed, not played")
            # Rules and the undo check run in a worker thread, on a copy: a long rule
            # or a big game never stalls the other games, and a refusal leaves no trace.
            after, undoable = await asyncio.to_thread(
                _apply_to_copy, self.state, seat, action_id, not by_bot)
            finished = after.is_over()
            await asyncio.wrap_future(self.store.append_action(
                self.id, len(self.actions), seat, action_id, undoable, finished))
            self.state = after
            self.actions.append((seat, action_id))
            self.undoable.append(undoable)
            self.stored.finished = finished
        self.broadcast()
        self.schedule_bots()
        return self.revision

    def undo_status(self, seat: int) -> str:
        """`available`; `gone` (this seat's last action revealed hidden information or
        drew at random); `others` (another seat has acted since); `none` (nothing of
        this seat's to take back)."""
        if self.state.is_over() or not any(s == seat for s, _ in self.actions):
            return "none"
        if self.actions[-1][0] != seat:
            return "others"
        return "available" if self.undoable[-1] else "gone"

    async def undo(self, access: Access, seat, revision) -> int:
        seat = self._check_seat(access, seat)
        return await asyncio.shield(self._undo_now(seat, revision))

    async def _undo_now(self, seat: int, revision) -> int:
        async with self.lock:
            self._check_revision(revision)
            status = self.undo_status(seat)
            if status == "none":
                raise ApiError("there is no action of yours to take back")
            if status == "others":
                raise ApiError("undo is gone: another seat has acted since your last action")
            if status == "gone":
                raise ApiError("undo is gone: your last action revealed hidden information "
                               "or drew at random")
            kept = self.actions[:-1]
            state = await asyncio.to_thread(self._rebuild, kept)
            await asyncio.wrap_future(self.store.remove_last_action(self.id, len(kept)))
            self.state = state
            self.actions = kept
            self.undoable = self.undoable[:-1]
            self.undos += 1
        self.broadcast()
        self.schedule_bots()
        return self.revision

    def _rebuild(self, actions: list[tuple[int, str]]) -> State:
        stored = self.stored
        return replay(Record(game=stored.game, version=stored.version, players=stored.players,
                             options=stored.options, seed=stored.seed,
                             actions=actions)).state

    async def say(self, access: Access, seat, text) -> dict:
        seat = self._check_seat(access, seat)
        if not isinstance(text, str) or not text.strip():
            raise ApiError("a chat message needs some text")
        text = text.strip()
        if len(text) > MAX_CHAT_LENGTH:
            raise ApiError(f"a chat message holds at most {MAX_CHAT_LENGTH} characters")
        return await asyncio.shield(self._say_now(seat, text))

    async def _say_now(self, seat: int, text: str) -> dict:
        message = await asyncio.wrap_future(self.store.add_chat(self.id, seat, text))
        self.chat.append(message)
        for sub in list(self.subscribers):
            sub.queue.put_nowait({"type": "chat", "messages": [message]})
        return message

    # --- bots -----------------------------------------------------------------
    def bot_seats_to_move(self) -> list[int]:
        decision = self.state.decision()
        if decision is None or self.stored.source != "play":
            return []
        return [s for s in decision.seats if s in self.bots]

    def schedule_bots(self) -> None:
        if self.bot_error or not self.bot_seats_to_move():
            return
        if self.bot_task is None or self.bot_task.done():
            self.bot_task = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        while True:
            seats = self.bot_seats_to_move()
            if not seats:
                return
            seat = seats[0]
            revision = self.revision
            snapshot = self.state.clone()
            self.thinking.add(seat)
            self.broadcast()
            try:
                action_id = await asyncio.get_running_loop().run_in_executor(
                    self.manager.bot_threads, self.bots[seat].choose, snapshot, seat)
                if self.manager.bot_delay:
                    await asyncio.sleep(self.manager.bot_delay)
            except Exception as err:
                self.thinking.discard(seat)
                self.bot_error = f"the bot for seat {seat} failed: {err}"
                logger.exception("game %s: bot for seat %d failed", self.id, seat)
                self.broadcast()
                return
            self.thinking.discard(seat)
            try:
                await self._apply(seat, action_id, revision, by_bot=True)
            except Stale:
                continue  # a person moved or undid meanwhile: think again
            except ApiError as err:
                self.bot_error = f"the bot for seat {seat} chose badly: {err}"
                logger.error("game %s: %s", self.id, self.bot_error)
                self.broadcast()
                return

    # --- what clients see -----------------------------------------------------
    def seats_info(self) -> list[dict]:
        sides = self.state.side_names() or ()
        return [{"seat": seat, "name": info.get("name") or f"Seat {seat + 1}",
                 "side": sides[seat] if seat < len(sides) else None,
                 "kind": info["kind"], "bot": info.get("bot"),
                 "thinking": seat in self.thinking}
                for seat, info in enumerate(self.stored.seats)]

    def payload(self, access: Access) -> dict:
        state = self.state
        decision = state.decision()
        result = state.result()
        perspectives = [
            dict(perspective(self.game, state, seat, acting=True),
                 undo=self.undo_status(seat))
            for seat in access.seats
        ] or [perspective(self.game, state, None, acting=False)]
        return {
            "type": "update",
            "id": self.id,
            "game": self.game.slug,
            "title": self.game.title,
            "rulings": rulings_file(self.game.slug) is not None,
            "revision": self.revision,
            "players": self.stored.players,
            "seats": self.seats_info(),
            "decision": None if decision is None else {
                "seats": list(decision.seats), "simultaneous": decision.simultaneous},
            "result": None if result is None else result.to_json(),
            "finished": state.is_over(),
            "bot_error": self.bot_error,
            "perspectives": perspectives,
        }

    def broadcast(self) -> None:
        built: dict[tuple, dict] = {}  # clients holding the same seats get the same payload
        for sub in list(self.subscribers):
            key = (sub.access.seats, sub.access.spectator)
            try:
                if key not in built:
                    built[key] = self.payload(sub.access)
                sub.queue.put_nowait(built[key])
            except Exception:
                logger.exception("game %s: building an update failed", self.id)

    def record(self) -> dict:
        stored = self.stored
        return Record(game=stored.game, version=stored.version, players=stored.players,
                      options=stored.options, seed=stored.seed,
                      actions=list(self.actions)).model_dump()


class RoomManager:
    def __init__(self, store: Store, bot_delay: float = 0.0, bot_workers: int = 4):
        self.store = store
        self.bot_delay = bot_delay
        # Bots think in their own threads, so that a long search never holds up the
        # database writes of other games (those use asyncio's default executor).
        self.bot_threads = ThreadPoolExecutor(max_workers=bot_workers, thread_name_prefix="bot")
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Lock] = {}

    async def get(self, game_id: str) -> Room:
        if game_id in self.rooms:
            return self.rooms[game_id]
        if not isinstance(game_id, str) or len(game_id) > 32:
            raise NotFound("no such game")
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        async with lock:
            if game_id in self.rooms:
                return self.rooms[game_id]
            stored = await asyncio.to_thread(self.store.load_game, game_id)
            if stored is None:
                raise NotFound("no such game")
            try:
                state = await asyncio.to_thread(_replay_stored, stored)
            except (CorruptRecord, UnknownGame) as err:
                raise ApiError(f"this game cannot be resumed: {err}", 500) from None
            room = Room(self, stored, state)
            self.rooms[game_id] = room
        self._loading.pop(game_id, None)
        return room

    async def create(self, request: dict) -> Room:
        game, players, options, seats = _check_new_game(request)
        seed = secrets.randbits(62)
        state = game.new_state(players, seed, options)
        stored = StoredGame(
            id=secrets.token_urlsafe(12), game=game.slug, version=game.version,
            players=players, options=options, seed=seed, seats=seats,
            spectator_token=secrets.token_urlsafe(24), source="play", finished=False)
        await asyncio.wrap_future(self.store.create_game(stored))
        room = Room(self, stored, state)
        self.rooms[stored.id] = room
        room.schedule_bots()
        return room

    async def upload(self, data) -> Room:
        record = parse_record(data)
        match = await asyncio.to_thread(replay, record)
        stored = StoredGame(
            id=secrets.token_urlsafe(12), game=record.game, version=record.version,
            players=record.players, options=match.options, seed=record.seed,
            seats=[{"kind": "human", "name": f"Seat {s + 1}"} for s in range(record.players)],
            spectator_token=secrets.token_urlsafe(24), source="upload",
            finished=match.state.is_over(), actions=list(record.actions),
            undoable=[False] * len(record.actions))
        await asyncio.wrap_future(self.store.create_game(stored))
        room = Room(self, stored, match.state)
        self.rooms[stored.id] = room
        return room

    async def resume_bot_games(self) -> None:
        """After a start, let the bots of unfinished games move again."""
        ids = await asyncio.to_thread(self.store.unfinished_bot_game_ids)
        for game_id in ids:
            try:
                room = await self.get(game_id)
            except ApiError as err:
                logger.error("game %s not resumed: %s", game_id, err)
                continue
            room.schedule_bots()

    async def close(self) -> None:
        tasks = [r.bot_task for r in self.rooms.values() if r.bot_task and not r.bot_task.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.bot_threads.shutdown(wait=False, cancel_futures=True)


def _apply_to_copy(before: State, seat: int, action_id: str,
                   check_undo: bool) -> tuple[State, bool]:
    after = before.clone()
    try:
        after.apply(seat, action_id)
    except IllegalAction as err:
        raise ApiError(str(err)) from None
    return after, check_undo and undo_safe(before, after, seat, action_id)


def _replay_stored(stored: StoredGame) -> State:
    return replay(Record(game=stored.game, version=stored.version, players=stored.players,
                         options=stored.options, seed=stored.seed,
                         actions=stored.actions)).state


def _check_new_game(request) -> tuple[Game, int, dict, list[dict]]:
    """The lobby's request checked field by field: one clear error for the first fault."""
    if not isinstance(request, dict):
        raise ApiError("a new game is a JSON object with game, players, options and seats")
    unknown = set(request) - {"game", "players", "options", "seats"}
    if unknown:
        raise ApiError(f"unknown field(s) in a new game: {', '.join(sorted(unknown))}")
    try:
        game = load_game(str(request.get("game")))
    except UnknownGame as err:
        raise ApiError(str(err)) from None
    players = request.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise ApiError("players must be a whole number")
    options = request.get("options") or {}
    if not isinstance(options, dict):
        raise ApiError("options must be an object")
    try:
        game.check_players(players)
        options = game.parse_options(options).model_dump(mode="json")
    except BadOptions as err:
        raise ApiError(str(err)) from None
    seats_in = request.get("seats")
    if seats_in is None:
        seats_in = [{"kind": "human"}] * players
    if not isinstance(seats_in, list) or len(seats_in) != players:
        raise ApiError(f"seats must list {players} seats, one per player")
    bots = available_bots(game.slug)
    seats = []
    for index, seat in enumerate(seats_in):
        if not isinstance(seat, dict):
            raise ApiError(f"seat {index + 1}: expected an object")
        name = seat.get("name") or ""
        if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH:
            raise ApiError(f"seat {index + 1}: a name is text of at most {MAX_NAME_LENGTH} "
                           "characters")
        kind = seat.get("kind")
        if kind == "human":
            seats.append({"kind": "human", "name": name.strip(),
                          "token": secrets.token_urlsafe(24)})
        elif kind == "bot":
            bot = seat.get("bot")
            if bot not in bots:
                raise ApiError(f"seat {index + 1}: unknown bot {bot!r} for {game.slug} "
                               f"(available: {', '.join(bots)})")
            seats.append({"kind": "bot", "name": name.strip(), "bot": bot})
        else:
            raise ApiError(f"seat {index + 1}: kind must be 'human' or 'bot'")
    return game, players, options, seats
