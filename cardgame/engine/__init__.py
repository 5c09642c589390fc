"""The rules: cards, actions, the engine contract, the match loop, the save format, one package per game."""
