"""Every game's guided first deal, by game id (``lessons.course_of``)."""

from __future__ import annotations

from . import classic
from .lessons import HORNAFJARDAR, Course

COURSES: dict[str, Course] = {course.game: course for course in (HORNAFJARDAR, classic.COURSE)}
