"""`hustings serve`: the web platform (lobby, live games, replays) on uvicorn."""

from __future__ import annotations

from .app import create_app

__all__ = ["create_app", "serve"]


def serve(host: str = "127.0.0.1", port: int = 8000, database_url: str | None = None,
          *, bot_delay: float = 0.25) -> None:
    """Run the web app until interrupted. `bot_delay` (seconds) paces bot moves so that a
    person can follow them."""
    import uvicorn

    app = create_app(database_url, bot_delay=bot_delay)
    # No access log: a page's address carries its seat's secret link token.
    uvicorn.run(app, host=host, port=port, log_level="info", access_log=False,
                ws_max_size=64 * 1024)
