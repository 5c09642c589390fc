"""Headless pygame for every test: no window, no sound, no banner."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The app speaks the system's language on a first start: tests speak English wherever they run.
os.environ["LANGUAGE"] = "en"
