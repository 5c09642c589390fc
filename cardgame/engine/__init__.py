"""The rules: cards, actions, the engine contract, the match loop, the save format, and one
package per game."""
