#!/usr/bin/env bash
# apt_get ARGS...: apt-get for the project's scripts, which waits for another apt-get or dpkg holding the package
# lock (up to APT_LOCK_TIMEOUT seconds, 120 unless set) and says which process it waits for, instead of failing at
# once. apt-get waits for dpkg's lock itself (DPkg::Lock::Timeout) but not for the package lists' (apt-get update),
# so the wait is done here too. Messages go to stderr; apt-get's own output is left to the caller.
APT_LOCK_TIMEOUT="${APT_LOCK_TIMEOUT:-120}"
# The locks apt and dpkg take (a test names its own).
APT_LOCK_FILES="${APT_LOCK_FILES:-/var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock /var/cache/apt/archives/lock}"

# apt_lock_holder: "process PID (command line)" of a process holding one of the locks, or nothing.
apt_lock_holder() {
  local file dev id pid command
  for file in $APT_LOCK_FILES; do
    [ -e "$file" ] || continue
    # /proc/locks names a file as major:minor:inode ("1: POSIX  ADVISORY  WRITE 1234 fe:00:5431403 0 EOF"); apt and
    # dpkg take POSIX (fcntl) locks.
    dev=$(stat -c %d "$file" 2>/dev/null) || continue
    id=$(printf '%02x:%02x:%s' $(((dev >> 8) & 0xfff)) $(((dev & 0xff) | ((dev >> 12) & 0xfff00))) "$(stat -c %i "$file")")
    pid=$(awk -v id="$id" '$6 == id { print $5; exit }' /proc/locks 2>/dev/null || true)
    [ -n "$pid" ] || continue
    command=$(tr '\0\n' '  ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-100 || true)
    printf 'process %s (%s) on %s\n' "$pid" "${command% }" "$file"
    return 0
  done
  return 0
}

# apt_wait_for_lock WAITED: waits while a lock is held, saying so every 10 s; prints the seconds waited in all.
apt_wait_for_lock() {
  local waited=$1 holder
  while holder=$(apt_lock_holder) && [ -n "$holder" ]; do
    if [ "$waited" -ge "$APT_LOCK_TIMEOUT" ]; then
      printf '[apt] gave up after %ss waiting for the package lock, held by %s\n' "$waited" "$holder" >&2
      return 1
    fi
    if [ $((waited % 10)) -eq 0 ]; then
      printf '[apt] waiting for the package lock (%ss of %ss), held by %s\n' "$waited" "$APT_LOCK_TIMEOUT" "$holder" >&2
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "$waited"
}

apt_get() {
  local waited status
  waited=$(apt_wait_for_lock 0) || return 1
  while :; do
    status=0
    DEBIAN_FRONTEND=noninteractive apt-get -o "DPkg::Lock::Timeout=$((APT_LOCK_TIMEOUT - waited))" "$@" || status=$?
    # Taken again between the wait and apt-get's start (apt-get update fails on a held lock at once): wait, retry.
    if [ "$status" -eq 0 ] || [ -z "$(apt_lock_holder)" ]; then return "$status"; fi
    waited=$(apt_wait_for_lock "$waited") || return 1
  done
}
