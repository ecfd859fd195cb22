"""Running simulation jobs on a Ray cluster (the `ray` extra).

`address` is a cluster's address (`ray://host:10001`, `host:6379`, `auto`) or `local`
for a cluster started in this process. Jobs go out in chunks; results are put back in
job order before they are reported, so a summary is the same as with local processes.
Workers must find the same games as this process: the modules of every registered game
travel with the jobs as HUSTINGS_EXTRA_GAMES, and this process's import path as
PYTHONPATH."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from hustings.engine import all_games


def worker_environment() -> dict[str, str]:
    modules = [m for m in os.environ.get("HUSTINGS_EXTRA_GAMES", "").split(",") if m]
    for game in all_games().values():
        module = type(game).__module__
        if module not in modules:
            modules.append(module)
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    paths += [p for p in sys.path if p and p not in paths and os.path.isdir(p)]
    return {"HUSTINGS_EXTRA_GAMES": ",".join(modules), "PYTHONPATH": os.pathsep.join(paths)}


def run_on_ray(jobs: list[tuple], address: str, workers: int,
               collect: Callable[[object], None]) -> None:
    try:
        import ray
    except ImportError:
        raise RuntimeError("--ray needs the ray extra: pip install 'hustings[ray]'") from None
    from .runner import _play_chunk

    env = worker_environment()
    started_here = False
    if not ray.is_initialized():
        init = {"runtime_env": {"env_vars": env}, "log_to_driver": False,
                "include_dashboard": False, "configure_logging": False}
        try:
            if address == "local":
                # A local cluster stays on loopback: it needs no other interface.
                ray.init(num_cpus=max(1, workers), _node_ip_address="127.0.0.1", **init)
            else:
                ray.init(address=address, **init)
        except Exception as err:  # Ray raises several kinds; the user needs one line
            raise RuntimeError(f"cannot start or reach the Ray cluster {address!r}: "
                               f"{str(err).splitlines()[0] if str(err) else type(err).__name__}") from None
        started_here = True
    try:
        remote_chunk = ray.remote(_play_chunk)
        size = max(1, len(jobs) // (max(1, workers) * 8))
        chunks = [jobs[i:i + size] for i in range(0, len(jobs), size)]
        pending = {remote_chunk.remote(chunk): index for index, chunk in enumerate(chunks)}
        done: dict[int, list] = {}
        next_index = 0
        waiting = list(pending)
        while waiting:
            ready, waiting = ray.wait(waiting, num_returns=1)
            for ref in ready:
                done[pending[ref]] = ray.get(ref)
            # Report in job order, as soon as the next chunk in order is in.
            while next_index in done:
                for outcome in done.pop(next_index):
                    collect(outcome)
                next_index += 1
    finally:
        if started_here:
            ray.shutdown()
