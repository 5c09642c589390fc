"""Drawing and input pieces shared by every scene: assets, theme, layout, animation, widgets."""
