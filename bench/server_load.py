"""Benchmark: the web server under load — latency of acknowledged actions and memory per
live game, measured against a real server process on loopback. Figures, not tests."""

from hustings.server.loadbench import main

if __name__ == "__main__":
    main()
