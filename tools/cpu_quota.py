"""A slower CPU for one process, per thread, through the Linux cgroup v1
``cpu`` controller (benchmarks only).

``ThreadQuota(pid, share)`` puts every thread of ``pid`` in a cgroup of
its own whose CFS quota is ``share`` of one CPU (0.25: a core four times
slower), and keeps doing so for threads started later (a sweep every
50 ms: a new thread starts in its creator's cgroup and would share its
quota until then). Each thread gets its own quota, as each would have its
own core on a phone, so the page's main thread and the computer's worker
do not slow each other down.

What it does not model: a slower memory, caches and clock-frequency
changes; and on a loaded machine a thread waits for a core on top of its
quota, so the figures are an upper bound there.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

CPU_ROOT = Path("/sys/fs/cgroup/cpu")
#: CFS period: short, so a capped thread stalls ~15 ms at a time, not ~75.
PERIOD_US = 20_000


def available() -> str | None:
    """None when per-thread quotas can be set here, else why not."""
    if not (CPU_ROOT / "cpu.cfs_quota_us").exists():
        return f"no cgroup v1 cpu controller at {CPU_ROOT}"
    if not os.access(CPU_ROOT, os.W_OK):
        return f"{CPU_ROOT} is not writable (run as root)"
    return None


class ThreadQuota:
    """Per-thread CPU quotas for ``pid`` while the object is open."""

    def __init__(self, pid: int, share: float) -> None:
        self.pid = pid
        self.quota_us = max(1000, round(PERIOD_US * share))
        self.root = CPU_ROOT / f"abstrakta-bench-{os.getpid()}-{pid}"
        self.root.mkdir(exist_ok=True)
        self.placed: set[int] = set()
        self._stop = threading.Event()
        self._sweeper = threading.Thread(target=self._sweep_until_closed, daemon=True)

    def __enter__(self) -> ThreadQuota:
        self.sweep()
        self._sweeper.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._sweeper.join()
        self.close()

    def sweep(self) -> None:
        """Give every thread not yet placed a cgroup of its own."""
        with contextlib.suppress(FileNotFoundError):
            for name in os.listdir(f"/proc/{self.pid}/task"):
                tid = int(name)
                if tid in self.placed:
                    continue
                group = self.root / f"thread{tid}"
                group.mkdir(exist_ok=True)
                (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
                (group / "cpu.cfs_quota_us").write_text(str(self.quota_us))
                with contextlib.suppress(OSError):  # the thread just ended
                    (group / "tasks").write_text(str(tid))
                self.placed.add(tid)

    def throttled_ms(self) -> float:
        """Time the threads spent waiting for their quota, in total."""
        total = 0
        for group in self.root.glob("thread*"):
            for line in (group / "cpu.stat").read_text().splitlines():
                key, value = line.split()
                if key == "throttled_time":
                    total += int(value)
        return total / 1e6

    def _sweep_until_closed(self) -> None:
        while not self._stop.wait(0.05):
            self.sweep()

    def close(self) -> None:
        """Threads back to the root cgroup, the cgroups removed."""
        for group in self.root.glob("thread*"):
            with contextlib.suppress(OSError):
                for tid in (group / "tasks").read_text().split():
                    with contextlib.suppress(OSError):
                        (CPU_ROOT / "tasks").write_text(tid)
            with contextlib.suppress(OSError):
                group.rmdir()
        with contextlib.suppress(OSError):
            self.root.rmdir()
