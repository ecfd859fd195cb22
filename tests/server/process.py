"""A real `hustings serve` process (with the test games registered) for the tests
that need one: the crash test and the browser tests."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import httpx2

from tests.server.helpers import wait_until
from tests.server.postgres import free_port

ROOT = Path(__file__).resolve().parents[2]


class ServerProcess:
    def __init__(self, database_url: str, log: Path, bot_delay: float, port: int | None = None):
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = log.open("ab")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.server.serve_for_tests", str(self.port), database_url,
             str(bot_delay)], cwd=ROOT, stdout=self.log, stderr=subprocess.STDOUT)
        wait_until(self.ready, "the server to start", limit=60)

    def ready(self) -> bool:
        if self.process.poll() is not None:
            raise AssertionError(f"the server exited with {self.process.returncode}")
        try:
            return httpx2.get(f"{self.base}/api/available", timeout=2).status_code == 200
        except httpx2.TransportError:
            return False

    def kill(self) -> None:
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(30)
        self.log.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(30)
        self.log.close()
