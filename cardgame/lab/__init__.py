"""The lab: the tools that measure and check the product, never shipped with it.

Benchmarks, the soak, the monkey at the window, screenshots, the contract's checks and the
Tichu waits measurement. Nothing outside this package imports it (tests/test_layers.py), and
the frozen apps leave it out (build_scripts/cardgame.spec).
"""
