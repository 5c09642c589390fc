"""Frozen copies of earlier bots, the benchmark's yardsticks (never offered to players)."""
