"""Persistence: every game is a record, stored as one row plus its actions.

The actions table grows by one row per accepted action, each written in its own
transaction before the action is acknowledged; an undo deletes the last row in the
same way. Restarting rebuilds every game by replaying its rows. SQLite is the default
(one file); a `postgresql://` URL selects PostgreSQL with the same schema.
"""

from __future__ import annotations

import json
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy import delete as sql_delete
from sqlalchemy.engine import Connection

DEFAULT_DATABASE_URL = "sqlite:///hustings.sqlite3"

metadata = MetaData()

games_table = Table(
    "games", metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("version", String(32), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    # JSON list, one entry per seat: {"kind": "human"|"bot", "name", "bot", "token"}.
    Column("seats", Text, nullable=False),
    Column("spectator_token", String(64), nullable=False),
    # "play" for games created in the lobby, "upload" for records uploaded for replay.
    Column("source", String(16), nullable=False, default="play"),
    Column("finished", Boolean, nullable=False, default=False),
    # Undos taken so far: with the action count it numbers every state the game passed
    # through (revision = actions + 2 * undos), so a stale client is always detected.
    Column("undos", Integer, nullable=False, default=0),
    Column("created", Float, nullable=False),
)

actions_table = Table(
    "actions", metadata,
    Column("game_id", String(32), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("action", Text, nullable=False),
    # Whether the acting seat may still take this action back (no draw, nothing revealed).
    Column("undoable", Boolean, nullable=False),
)

chat_table = Table(
    "chat", metadata,
    Column("game_id", String(32), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("text", Text, nullable=False),
    Column("created", Float, nullable=False),
)


@dataclass
class StoredGame:
    id: str
    game: str
    version: str
    players: int
    options: dict
    seed: int
    seats: list[dict]
    spectator_token: str
    source: str
    finished: bool
    undos: int = 0
    actions: list[tuple[int, str]] = field(default_factory=list)
    undoable: list[bool] = field(default_factory=list)
    chat: list[dict] = field(default_factory=list)


def normalize_url(url: str | None) -> str:
    """SQLAlchemy URL for a user's `--database-url` (plain `postgresql://` uses psycopg 3)."""
    url = url or DEFAULT_DATABASE_URL
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


class Store:
    """Database access. Writes go through one writer thread that commits whatever
    writes are waiting in a single transaction (group commit): each caller's write is
    durable when its future resolves, and many games pay for one disk sync together."""

    MAX_BATCH = 200

    def __init__(self, url: str | None = None):
        self.url = normalize_url(url)
        self.is_sqlite = self.url.startswith("sqlite")
        if self.is_sqlite:
            self.engine = create_engine(
                self.url, connect_args={"check_same_thread": False, "timeout": 30})
            event.listen(self.engine, "connect", _sqlite_pragmas)
        else:
            self.engine = create_engine(self.url, pool_pre_ping=True)
        metadata.create_all(self.engine)
        self._writes: queue.Queue = queue.Queue()
        self._writer = threading.Thread(target=self._write_loop, name="store-writer",
                                        daemon=True)
        self._writer.start()

    def close(self) -> None:
        self._writes.put(None)
        self._writer.join(30)
        self.engine.dispose()

    # --- the writer ---------------------------------------------------------
    def submit(self, write: Callable[[Connection], object]) -> Future:
        """Queue `write(conn)`; the future holds its result once committed."""
        future: Future = Future()
        self._writes.put((write, future))
        return future

    def _write_loop(self) -> None:
        while True:
            first = self._writes.get()
            if first is None:
                return
            batch = [first]
            while len(batch) < self.MAX_BATCH:
                try:
                    item = self._writes.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    self._writes.put(None)  # stop after this batch
                    break
                batch.append(item)
            # A write whose caller gave up before it started is dropped, unapplied.
            batch = [item for item in batch if item[1].set_running_or_notify_cancel()]
            try:
                self._commit(batch)
            except BaseException as err:  # the writer must outlive any one batch
                for _write, future in batch:
                    if not future.done():
                        future.set_exception(err)

    def _commit(self, batch: list) -> None:
        if not batch:
            return
        try:
            with self.engine.begin() as conn:
                results = [write(conn) for write, _future in batch]
        except Exception as err:
            if len(batch) > 1:  # find the faulty write: commit each on its own
                for item in batch:
                    self._commit([item])
                return
            batch[0][1].set_exception(err)
            return
        for (_write, future), result in zip(batch, results, strict=True):
            future.set_result(result)

    # --- writes (each returns a future; `.result()` waits for the commit) -----
    def create_game(self, game: StoredGame) -> Future:
        def write(conn: Connection) -> None:
            conn.execute(insert(games_table).values(
                id=game.id, game=game.game, version=game.version, players=game.players,
                options=json.dumps(game.options), seed=game.seed, seats=json.dumps(game.seats),
                spectator_token=game.spectator_token, source=game.source,
                finished=game.finished, undos=0, created=time.time(),
            ))
            if game.actions:
                conn.execute(insert(actions_table), [
                    {"game_id": game.id, "idx": i, "seat": seat, "action": action,
                     "undoable": False}
                    for i, (seat, action) in enumerate(game.actions)
                ])
        return self.submit(write)

    def append_action(self, game_id: str, idx: int, seat: int, action: str,
                      undoable: bool, finished: bool) -> Future:
        """Commit one action; fails (IntegrityError) if index `idx` is already taken."""
        def write(conn: Connection) -> None:
            conn.execute(insert(actions_table).values(
                game_id=game_id, idx=idx, seat=seat, action=action, undoable=undoable))
            if finished:
                conn.execute(update(games_table).where(games_table.c.id == game_id)
                             .values(finished=True))
        return self.submit(write)

    def remove_last_action(self, game_id: str, idx: int) -> Future:
        def write(conn: Connection) -> None:
            deleted = conn.execute(sql_delete(actions_table).where(
                actions_table.c.game_id == game_id, actions_table.c.idx == idx)).rowcount
            if deleted != 1:
                raise RuntimeError(f"game {game_id}: no action {idx} to remove")
            conn.execute(update(games_table).where(games_table.c.id == game_id)
                         .values(undos=games_table.c.undos + 1))
        return self.submit(write)

    def add_chat(self, game_id: str, seat: int, text: str) -> Future:
        def write(conn: Connection) -> dict:
            last = conn.execute(select(func.max(chat_table.c.idx))
                                .where(chat_table.c.game_id == game_id)).scalar()
            idx = 0 if last is None else last + 1
            now = time.time()
            conn.execute(insert(chat_table).values(
                game_id=game_id, idx=idx, seat=seat, text=text, created=now))
            return {"idx": idx, "seat": seat, "text": text, "time": now}
        return self.submit(write)

    # --- reads --------------------------------------------------------------
    def load_game(self, game_id: str) -> StoredGame | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(games_table).where(games_table.c.id == game_id)).first()
            if row is None:
                return None
            actions = conn.execute(
                select(actions_table.c.seat, actions_table.c.action, actions_table.c.undoable)
                .where(actions_table.c.game_id == game_id).order_by(actions_table.c.idx)
            ).all()
            chat = conn.execute(
                select(chat_table.c.idx, chat_table.c.seat, chat_table.c.text,
                       chat_table.c.created)
                .where(chat_table.c.game_id == game_id).order_by(chat_table.c.idx)
            ).all()
        return StoredGame(
            id=row.id, game=row.game, version=row.version, players=row.players,
            options=json.loads(row.options), seed=row.seed, seats=json.loads(row.seats),
            spectator_token=row.spectator_token, source=row.source, finished=row.finished,
            undos=row.undos,
            actions=[(a.seat, a.action) for a in actions],
            undoable=[bool(a.undoable) for a in actions],
            chat=[{"idx": c.idx, "seat": c.seat, "text": c.text, "time": c.created}
                  for c in chat],
        )

    def unfinished_bot_game_ids(self) -> list[str]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(games_table.c.id).where(
                games_table.c.finished.is_(False), games_table.c.source == "play",
                games_table.c.seats.contains('"kind": "bot"'))).all()
        return [r.id for r in rows]

    def recent_games(self, limit: int = 20) -> list[dict]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(games_table.c.id, games_table.c.game, games_table.c.players,
                       games_table.c.finished, games_table.c.source, games_table.c.created)
                .order_by(games_table.c.created.desc()).limit(limit)).all()
        return [{"id": r.id, "game": r.game, "players": r.players, "finished": r.finished,
                 "source": r.source} for r in rows]


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    cursor = dbapi_conn.cursor()
    # WAL keeps readers and the writer apart; synchronous=FULL makes each commit durable.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()
