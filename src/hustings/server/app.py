"""The web application: lobby and game API over HTTP, live updates over a websocket,
and the static browser client. Every refusal is one JSON object `{"error": ...}` with a
4xx status, and changes nothing."""

from __future__ import annotations

import asyncio
import json
import logging
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from hustings.engine import CorruptRecord, all_games

from .replays import ReplayCache, replay_payload
from .rooms import ApiError, Forbidden, Room, RoomManager, Subscriber, available_bots
from .rulings import rulings_file, rulings_page
from .store import Store

logger = logging.getLogger("hustings.server")

STATIC = Path(__file__).resolve().parent.parent / "web" / "static"
MAX_BODY = 64 * 1024
MAX_RECORD_BODY = 8 * 1024 * 1024
MAX_WS_MESSAGE = 4 * 1024


def create_app(database_url: str | None = None, *, bot_delay: float = 0.0) -> FastAPI:
    """The app over the database at `database_url` (SQLite file by default)."""
    store = Store(database_url)
    manager = RoomManager(store, bot_delay=bot_delay)
    replays = ReplayCache()

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        resume = asyncio.create_task(manager.resume_bot_games())
        yield
        resume.cancel()
        await manager.close()
        store.close()

    app = FastAPI(title="hustings", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.store = store
    app.state.manager = manager

    @app.exception_handler(ApiError)
    async def api_error(_request: Request, err: ApiError):
        return JSONResponse({"error": str(err)}, status_code=err.status)

    @app.exception_handler(RequestValidationError)
    async def validation_error(_request: Request, err: RequestValidationError):
        first = err.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
        return JSONResponse({"error": f"{where}: {first.get('msg')}"}, status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, err: StarletteHTTPException):
        return JSONResponse({"error": str(err.detail).lower()}, status_code=err.status_code)

    # --- pages --------------------------------------------------------------
    @app.get("/", include_in_schema=False)
    async def lobby_page():
        return FileResponse(STATIC / "lobby.html")

    @app.get("/play/{game_id}", include_in_schema=False)
    async def game_page(game_id: str):
        return FileResponse(STATIC / "game.html")

    @app.get("/replay/{game_id}", include_in_schema=False)
    async def replay_page(game_id: str):
        return FileResponse(STATIC / "replay.html")

    @app.get("/rulings/{slug}", include_in_schema=False)
    async def rulings(slug: str):
        game = all_games().get(slug)
        if game is None:
            raise ApiError(f"no game {slug!r}", 404)
        page = rulings_page(game)
        if page is None:
            raise ApiError(f"{slug} has no rulings in this installation", 404)
        return HTMLResponse(page)

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    # --- lobby API ------------------------------------------------------------
    @app.get("/api/available")
    async def available():
        return {"games": [
            {"slug": g.slug, "title": g.title, "min_players": g.min_players,
             "max_players": g.max_players, "version": g.version,
             "options": g.Options.model_json_schema(), "bots": available_bots(g.slug),
             "rulings": rulings_file(g.slug) is not None,
             "sides": {str(n): list(g.seat_names(n) or ())
                       for n in range(g.min_players, g.max_players + 1)}}
            for g in all_games().values()
        ]}

    @app.post("/api/games", status_code=201)
    async def create_game(request: Request):
        body = await read_json(request, MAX_BODY)
        room = await manager.create(body)
        return links(room)

    @app.get("/api/games")
    async def recent_games():
        games = await asyncio.to_thread(store.recent_games, 50)
        return {"games": games}

    # --- one game -------------------------------------------------------------
    async def room_and_access(game_id: str, tokens: str | list | None):
        room = await manager.get(game_id)
        if isinstance(tokens, str):
            tokens = tokens.split(",")
        if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens):
            raise Forbidden("this game needs a player's or a spectator's link")
        return room, room.access(tokens)

    @app.get("/api/games/{game_id}")
    async def game_state(game_id: str, t: str = ""):
        room, access = await room_and_access(game_id, t)
        return dict(room.payload(access), chat=room.chat)

    @app.post("/api/games/{game_id}/act")
    async def act(game_id: str, request: Request):
        body = await read_json(request, MAX_BODY)
        room, access = await room_and_access(game_id, body.get("t"))
        revision = await room.act(access, body.get("seat"), body.get("action"),
                                  body.get("revision"))
        return {"revision": revision}

    @app.post("/api/games/{game_id}/undo")
    async def undo(game_id: str, request: Request):
        body = await read_json(request, MAX_BODY)
        room, access = await room_and_access(game_id, body.get("t"))
        return {"revision": await room.undo(access, body.get("seat"), body.get("revision"))}

    @app.post("/api/games/{game_id}/chat")
    async def chat(game_id: str, request: Request):
        body = await read_json(request, MAX_BODY)
        room, access = await room_and_access(game_id, body.get("t"))
        return await room.say(access, body.get("seat"), body.get("text"))

    @app.get("/api/games/{game_id}/record")
    async def record(game_id: str, t: str = ""):
        room, _access = await room_and_access(game_id, t)
        if room.stored.source == "play" and not room.state.is_over():
            raise Forbidden("the record of a game is available once the game is finished")
        return Response(json.dumps(room.record(), indent=1), media_type="application/json",
                        headers={"Content-Disposition":
                                 f'attachment; filename="{room.game.slug}-{room.id}.json"'})

    @app.get("/api/games/{game_id}/replay")
    async def replay(game_id: str, t: str = "", step: int = 0):
        room, _access = await room_and_access(game_id, t)
        return await asyncio.to_thread(replay_payload, replays, room, step)

    @app.post("/api/records", status_code=201)
    async def upload(request: Request):
        body = await read_json(request, MAX_RECORD_BODY)
        try:
            room = await manager.upload(body)
        except CorruptRecord as err:
            raise ApiError(str(err)) from None
        return {"id": room.id, "replay": f"/replay/{room.id}?t={room.stored.spectator_token}"}

    @app.websocket("/ws/games/{game_id}")
    async def live(websocket: WebSocket, game_id: str, t: str = ""):
        await websocket.accept()
        try:
            room, access = await room_and_access(game_id, t)
        except ApiError as err:
            await websocket.send_json({"type": "error", "error": str(err), "fatal": True})
            await websocket.close(code=4400 + err.status % 100)
            return
        await serve_socket(websocket, room, access)

    return app


def links(room: Room) -> dict:
    stored = room.stored
    base = f"/play/{room.id}"
    human = [info["token"] for info in stored.seats if info["kind"] == "human"]
    return {
        "id": room.id,
        "game": stored.game,
        "spectator": f"{base}?t={stored.spectator_token}",
        "hotseat": f"{base}?t={','.join(human)}" if human else None,
        "seats": [{"seat": seat, "kind": info["kind"], "name": info.get("name") or "",
                   "bot": info.get("bot"),
                   "link": f"{base}?t={info['token']}" if info["kind"] == "human" else None}
                  for seat, info in enumerate(stored.seats)],
    }


async def read_json(request: Request, limit: int):
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise ApiError(f"request too large (at most {limit} bytes)", 413)
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise ApiError(f"request too large (at most {limit} bytes)", 413)
    try:
        data = json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise ApiError(f"the request is not JSON: {err}") from None
    if not isinstance(data, dict):
        raise ApiError("the request must be a JSON object")
    return data


async def serve_socket(websocket: WebSocket, room: Room, access) -> None:
    """Push updates from the room's queue and answer the client's messages; errors go
    through the same queue so that the client reads them in order."""
    sub = Subscriber(access)
    room.subscribers.add(sub)
    sub.queue.put_nowait(room.payload(access))
    sub.queue.put_nowait({"type": "chat", "messages": list(room.chat), "full": True})

    async def writer():
        while True:
            message = await sub.queue.get()
            await websocket.send_text(json.dumps(message))

    writing = asyncio.create_task(writer())
    try:
        while True:
            text = await websocket.receive_text()
            sub.queue.put_nowait(await answer(room, access, text))
    except WebSocketDisconnect:
        pass
    finally:
        room.subscribers.discard(sub)
        writing.cancel()


async def answer(room: Room, access, text: str) -> dict:
    ref = None
    try:
        if len(text) > MAX_WS_MESSAGE:
            raise ApiError(f"message too large (at most {MAX_WS_MESSAGE} bytes)", 413)
        try:
            message = json.loads(text)
        except json.JSONDecodeError as err:
            raise ApiError(f"the message is not JSON: {err}") from None
        if not isinstance(message, dict):
            raise ApiError("a message is a JSON object with a type")
        ref = message.get("ref")
        kind = message.get("type")
        if kind == "act":
            revision = await room.act(access, message.get("seat"), message.get("action"),
                                      message.get("revision"))
            return {"type": "ack", "ref": ref, "revision": revision}
        if kind == "undo":
            revision = await room.undo(access, message.get("seat"), message.get("revision"))
            return {"type": "ack", "ref": ref, "revision": revision}
        if kind == "chat":
            await room.say(access, message.get("seat"), message.get("text"))
            return {"type": "ack", "ref": ref}
        if kind == "ping":
            return {"type": "pong", "ref": ref}
        raise ApiError(f"unknown message type {kind!r} (act, undo, chat, ping)")
    except ApiError as err:
        return {"type": "error", "ref": ref, "error": str(err), "status": err.status}
