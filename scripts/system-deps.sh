#!/usr/bin/env bash
# Installs the Debian packages the tests need: Chromium (browser tests, driven by
# Playwright), PostgreSQL (the server tests run against a real PostgreSQL too) and the venv
# module of Debian's optimised Python 3, which the Makefile prefers for `.venv`.
# Idempotent: it runs apt-get only when a package is missing.
set -euo pipefail

packages=(chromium postgresql python3-venv)
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ "${#missing[@]}" -eq 0 ]; then
    exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
echo "installing ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq \
    "${missing[@]}" >/dev/null
