"""The screens: menu, new game, table, scoring, rules, settings, statistics (on `ui/`)."""
