"""The fields every lesson step has; a game's Step (a frozen dataclass) adds its own after them."""

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class LessonStep:
    key: str                            # stable name, kept in the progress file
    title: str                          # English msgid (N_), translated where it is shown
    text: str                           # English msgid with the coach's {fields}
    act: dict[str, Any] | None = None   # the action taught: the fields it must have
    goal: str = ""                      # the refusal: "In this lesson, {goal} first: {why}."
    why: str = ""
    buttons: tuple[str, ...] = ()       # action-bar buttons that glow (by their key)
    closing: bool = False               # the card that ends the lesson
