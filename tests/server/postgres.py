"""A real PostgreSQL server on loopback for the test session, from Debian's
`postgresql` package (initdb and pg_ctl run as the `postgres` user, since the tests
run as root). Each test gets a fresh database on it."""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def postgres_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(found[-1]).parent if found else None


class PostgresServer:
    def __init__(self, bindir: Path):
        self.bindir = bindir
        self.dir = Path(tempfile.mkdtemp(prefix="hustings-pg-"))
        self.data = self.dir / "data"
        self.port = free_port()
        self.counter = itertools.count()
        self.as_user = [] if os.geteuid() != 0 else ["runuser", "-u", "postgres", "--"]
        if self.as_user:
            shutil.chown(self.dir, "postgres")

    def run(self, *args: str) -> None:
        subprocess.run([*self.as_user, *args], check=True, capture_output=True, timeout=120)

    def start(self) -> None:
        self.run(str(self.bindir / "initdb"), "-D", str(self.data), "-A", "trust",
                 "-U", "postgres", "--no-sync")
        self.run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-w", "-l",
                 str(self.dir / "log"), "-o",
                 f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off",
                 "start")

    def stop(self) -> None:
        subprocess.run([*self.as_user, str(self.bindir / "pg_ctl"), "-D", str(self.data),
                        "-m", "immediate", "stop"], capture_output=True, timeout=60)
        shutil.rmtree(self.dir, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        import psycopg

        name = f"t{next(self.counter)}_{uuid.uuid4().hex[:8]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)


@pytest.fixture(scope="session")
def postgres_server():
    bindir = postgres_bin()
    if bindir is None:
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL is not installed: run `bash scripts/system-deps.sh`")
        pytest.skip("PostgreSQL is not installed (bash scripts/system-deps.sh installs it)")
    server = PostgresServer(bindir)
    try:
        server.start()
    except subprocess.CalledProcessError as err:
        server.stop()
        pytest.fail(f"PostgreSQL did not start: {err.stderr.decode(errors='replace')}")
    yield server
    server.stop()
