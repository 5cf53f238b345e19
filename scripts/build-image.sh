#!/usr/bin/env bash
# Builds the service's image without a registry (issue 34; docs/deploy.md, "The image"): no registry is reachable
# here, so there is no `FROM eclipse-temurin`. The base is a Debian bookworm root with Debian's OpenJDK 17 JRE made
# by mmdebstrap from Debian's packages; on it buildah builds src/main/docker/Dockerfile.jvm, the same file the
# registry route builds (Quarkus's fast-jar in /deployments, one layer per part, uid 185, java -jar quarkus-run.jar),
# and writes it as an OCI archive.
#
#   scripts/build-image.sh     # tags localhost/gridmarket:<version>, writes target/gridmarket-<version>.tar
#   scripts/check-image.sh target/gridmarket-<version>.tar      # runs it: --help, then the service until ready
#
# The image holds target/quarkus-app as it is: package the app first (./mvnw -B -DskipTests package); when it is
# missing this script runs that command. <version> is the packaged application's (target/quarkus-app/app/
# gridmarket-<version>.jar), which is the pom's. Run as root, with buildah and mmdebstrap installed
# (apt-get install -y buildah mmdebstrap) and Debian's package mirror reachable for the first build.
#
# Caches: the root file system in ~/.cache/gridmarket (XDG_CACHE_HOME) and the base image built from it,
# localhost/gridmarket-base:<recipe hash>, in buildah's storage; buildah's layer cache skips the layers whose files
# did not change. A changed recipe below gives a new hash, so a stale base is never reused. Storage is buildah's
# vfs driver (STORAGE_DRIVER, default vfs: overlay mounts are not allowed everywhere); `buildah rmi --all` frees it.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORAGE_DRIVER="${STORAGE_DRIVER:-vfs}"

for tool in buildah mmdebstrap mmtarfilter; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$0: $tool is missing; install it with: apt-get install -y buildah mmdebstrap" >&2
    exit 1
  fi
done

started=$SECONDS
step() { echo "== $1 ($((SECONDS - started)) s)"; }

# 1. The packaged application, and its version from its jar's name.
if [[ ! -f target/quarkus-app/quarkus-run.jar ]]; then
  step "target/quarkus-app is missing: ./mvnw -B -DskipTests package"
  ./mvnw -B -DskipTests package
fi
shopt -s nullglob
application_jars=(target/quarkus-app/app/gridmarket-*.jar)
shopt -u nullglob
if [[ ${#application_jars[@]} -ne 1 ]]; then
  echo "$0: expected one target/quarkus-app/app/gridmarket-<version>.jar, found ${#application_jars[@]};" \
    "run ./mvnw -B clean package -DskipTests" >&2
  exit 1
fi
version="${application_jars[0]##*/gridmarket-}"
version="${version%.jar}"
image="localhost/gridmarket:$version"
archive="target/gridmarket-$version.tar"
step "image $image from target/quarkus-app (packaged $(date -r "${application_jars[0]}" '+%F %T'))"

# 2. The base: Debian's minimal root with the JRE (passwd's useradd and bash are in it already). Manual pages,
#    documentation (but each package's copyright) and translations are left out; so is /dev, which a container
#    runtime provides. The JRE's post-installation script links its manual page into /usr/share/man/man1 and
#    fails when that directory is missing, so it is made before the JRE is installed.
suite=bookworm
debian_options=(--variant=minbase --include=openjdk-17-jre-headless
  --essential-hook='mkdir -p "$1/usr/share/man/man1"'
  --dpkgopt='path-exclude=/usr/share/man/*'
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias'
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright')
recipe_hash="$(printf '%s\n' "${debian_options[@]}" "$suite" | sha256sum | cut -c1-12)"
base_image="localhost/gridmarket-base:$recipe_hash"
cache_directory="${XDG_CACHE_HOME:-$HOME/.cache}/gridmarket"
root_file_system="$cache_directory/rootfs-$suite-$recipe_hash.tar"
if buildah inspect --type image "$base_image" >/dev/null 2>&1; then
  step "base $base_image: cached in buildah's storage"
else
  if [[ -f "$root_file_system" ]]; then
    step "base root file system: cached in $root_file_system"
  else
    step "base root file system: mmdebstrap $suite (Debian's packages) into $root_file_system"
    mkdir -p "$cache_directory"
    mmdebstrap --quiet "${debian_options[@]}" "$suite" - \
      | mmtarfilter --path-exclude='/dev/*' > "$root_file_system.partial"
    mv "$root_file_system.partial" "$root_file_system"
  fi
  step "base $base_image: importing the root file system"
  container="$(buildah from --quiet scratch)"
  buildah add --quiet "$container" "$root_file_system" / >/dev/null
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --created-by "mmdebstrap ${debian_options[*]} $suite" "$container"
  buildah commit --quiet --rm "$container" "$base_image" >/dev/null
fi

# 3. The image: the registry route's Dockerfile on this base, one layer per instruction (--layers), so a rebuild
#    reuses every layer whose files are unchanged.
step "building src/main/docker/Dockerfile.jvm on $base_image"
buildah build --quiet --isolation chroot --layers --format oci --pull=never \
  --build-arg BASE="$base_image" -f src/main/docker/Dockerfile.jvm -t "$image" . >/dev/null

# 4. The OCI archive, named after the image.
step "writing $archive"
rm -f "$archive"
buildah push --quiet "$image" "oci-archive:$archive:$image"
step "done: $image, $archive ($(du -m "$archive" | cut -f1) MB); layers, oldest first:"
buildah inspect --type image --format '{{range .History}}{{if not .EmptyLayer}}  {{.CreatedBy}}
{{end}}{{end}}' "$image"
