"""Computer searches in worker processes, one per core, so every core thinks.

Root parallel: each worker searches the same decision on its own samples
(``SearchBot.search_part`` with its own part number) within the full
budget, and the caller merges what they learnt (``SearchBot.merged_choice``).
The processes are started with 'spawn' (the only start method that works in
the desktop bundle and on every system) when the first search is asked for,
never before, and live until ``shutdown``.

Each worker has a pipe for jobs and answers and a small shared table of
cancelled tickets (one slot per ticket modulo its size, so a cancel never
overwrites that of a ticket still being searched). The search asks it before every iteration, so a
cancelled job ends within one iteration and answers ``None`` at once;
the caller ignores answers to tickets it no longer wants anyway.

Nothing here blocks: ``send`` hands a job over, ``answers`` collects what
has arrived. This module knows no game and no window.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
import traceback
import types
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from core.engine.bots import SearchBot, SearchPart
from core.engine.protocol import Rules

MAX_WORKERS = 8
STOP_SLOTS = 64  # tickets cancelled at once, at most
STOP_WAIT_S = 1.0  # how long ``shutdown`` lets a worker end by itself before it is terminated


def cores() -> int:
    """How many cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system
        return os.cpu_count() or 1


class UnsendableError(Exception):
    """The job cannot go to another process (something in it does not pickle)."""


@dataclass(frozen=True)
class Job:
    ticket: int
    bot: SearchBot
    rules: Rules  # sent itself, not its id: a game's rules carry no state worth the name
    view: Any
    step: int
    part: int


@dataclass(frozen=True)
class Answer:
    """A worker's answer to ``ticket``: its search part, or the traceback of what went wrong."""

    ticket: int
    part: SearchPart | None = None
    error: str = ""


def _serve(jobs: Connection, cancelled: Any) -> None:
    while True:
        try:
            job = jobs.recv()
        except EOFError:
            return
        if job is None:
            return
        ticket = job.ticket

        def stopped(ticket: int = ticket) -> bool:
            return bool(cancelled[ticket % STOP_SLOTS] == ticket)

        try:
            part = job.bot.search_part(job.rules, job.view, job.step, job.part, stopped)
        except Exception:
            answer = Answer(ticket, error=traceback.format_exc())
        else:
            answer = Answer(ticket, part=None if stopped() else part)
        jobs.send(answer)


class _Worker:
    def __init__(self, context: Any) -> None:
        self.cancelled = context.RawArray("q", STOP_SLOTS)
        self.connection, theirs = context.Pipe()
        self.process = context.Process(
            target=_serve, args=(theirs, self.cancelled), name="dinotable-search", daemon=True
        )
        # 'spawn' runs the parent's main module again in the child (the window's, with all of
        # Qt: some 40 MB a worker); the search needs none of it, so the child is told of none.
        main = sys.modules["__main__"]
        sys.modules["__main__"] = types.ModuleType("__main__")
        try:
            self.process.start()
        finally:
            sys.modules["__main__"] = main
        theirs.close()
        self.owed: list[int] = []  # tickets sent and not yet answered, oldest first


class Pool:
    """The worker processes; started by the first ``send``.

    A worker that dies answers what it owed with an error and leaves the pool;
    once none is left, the next ``send`` starts a new set.
    """

    def __init__(self, workers: int = 0) -> None:
        self.size = workers or min(MAX_WORKERS, cores())
        self._workers: list[_Worker] = []

    def started(self) -> bool:
        return bool(self._workers)

    def send(self, ticket: int, bot: SearchBot, rules: Rules, view: Any, step: int) -> int:
        """Every worker searches this decision as its own part; returns how many answers will come.

        Raises ``UnsendableError`` before any worker got the job when it cannot be pickled.
        """
        if not self._workers:
            context = multiprocessing.get_context("spawn")
            self._workers = [_Worker(context) for _ in range(self.size)]
        sent = 0
        for worker in list(self._workers):
            try:
                worker.connection.send(Job(ticket, bot, rules, view, step, sent))
            except OSError:  # the process is gone; the others still search
                self._workers.remove(worker)
                worker.connection.close()
                continue
            except Exception as error:  # pickling fails with errors of many kinds
                raise UnsendableError(str(error)) from error
            worker.owed.append(ticket)
            sent += 1
        if not sent:
            raise UnsendableError("no search process is left")
        return sent

    def cancel(self, ticket: int) -> None:
        """The workers stop ``ticket`` at their next iteration (a job still queued stops at once)."""
        for worker in self._workers:
            worker.cancelled[ticket % STOP_SLOTS] = ticket

    def answers(self) -> list[Answer]:
        """Everything the workers have answered so far; never waits."""
        arrived: list[Answer] = []
        for worker in list(self._workers):
            try:
                while worker.connection.poll():
                    answer = worker.connection.recv()
                    worker.owed.remove(answer.ticket)
                    arrived.append(answer)
            except (EOFError, OSError):  # the process is gone: what it owed will never come
                self._workers.remove(worker)
                worker.connection.close()
                ended = f"the search process ended unexpectedly (exit code {worker.process.exitcode})"
                arrived += [Answer(ticket, error=ended) for ticket in worker.owed]
        return arrived

    def shutdown(self) -> None:
        """Ends the workers: asked first, terminated if they do not end in time."""
        workers, self._workers = self._workers, []
        for worker in workers:
            with contextlib.suppress(OSError):  # a worker already gone needs no goodbye
                worker.connection.send(None)
        for worker in workers:
            worker.process.join(STOP_WAIT_S)
            if worker.process.is_alive():
                worker.process.terminate()
                worker.process.join(STOP_WAIT_S)
            worker.connection.close()
