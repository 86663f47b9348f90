#!/usr/bin/env bash
# Rebuilds assets/web/vendor/discord-sdk.mjs: Discord's Embedded App SDK, pinned, bundled into
# one ES module that Kibitz serves itself (an Activity's page may load nothing from elsewhere).
# Needs Node.js and npm; the result is committed, so neither the tests nor a deployment need
# them. The licences of the SDK and of the libraries it ships are in discord-sdk.LICENSES.txt.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
npm init -y >/dev/null
npm install --no-audit --no-fund --ignore-scripts=false @discord/embedded-app-sdk@2.5.0 esbuild@0.24.0 >/dev/null
printf 'export { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";\n' > entry.mjs
npx esbuild entry.mjs --bundle --format=esm --minify --legal-comments=none \
    --outfile="$here/assets/web/vendor/discord-sdk.mjs"
