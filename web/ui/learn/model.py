"""What the lesson box says at a position (pure, tested in CPython): the
lesson's name and step count, what to do now and why, a refusal's reason,
and at the end the closing words and the two ways on."""

from __future__ import annotations

from dataclasses import dataclass

from ui.i18n import t
from ui.keyboard import surface_words
from ui.learn.lesson import Tutor, say
from ui.session import Session


@dataclass(frozen=True)
class LessonModel:
    title: str
    #: "Step 2 of 5" (empty at the end).
    counter: str
    #: The lesson's opening words (first step only).
    intro: str
    #: What to do now and why, or the closing words.
    text: str
    #: A refusal or other message, said under the text.
    message: str
    #: How to play the ringed move with the keyboard (steps that ring one).
    keys: str
    #: The script's reply is on its way (the player waits).
    waiting_for_reply: bool
    done: bool


def lesson_model(tutor: Tutor, session: Session, game_name: str, message: str) -> LessonModel:
    lesson = tutor.lesson
    progress = tutor.progress(session)
    title = t("lesson_title", game=game_name)
    if progress.done:
        done = t("lesson_complete")
        return LessonModel(title, done, "", say(lesson.end), message, "", False, True)
    step = lesson.steps[progress.step]
    counter = t("lesson_counter", step=progress.step + 1, total=len(lesson.steps))
    intro = say(lesson.intro) if progress.step == 0 else ""
    # The step's words say "tap"; the ring is where the keyboard's cursor goes.
    keys = t("lesson_keys", **surface_words(session.game_id)) if step.highlight else ""
    return LessonModel(
        title, counter, intro, say(step.what), message, keys, not progress.waiting, False
    )
