#!/usr/bin/env bash
# Refreshes frontend/openapi.json, the API document the web app's types are generated from (issue 31 step 9), from
# the document the service serves: OpenApiSnapshotTest writes it instead of comparing. Commit the result; the web
# app's next build (npm run build, npm test) lints it and regenerates src/api/generated/openapi.ts from it.
#   scripts/openapi-snapshot.sh        extra Maven arguments pass through, e.g. -o to stay offline
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B "$@" test -Dtest=OpenApiSnapshotTest -Dsurefire.failIfNoSpecifiedTests=false -Dquarkus.quinoa=false \
    -Dopenapi.snapshot.update=true
git --no-pager diff --stat -- frontend/openapi.json
