"""Computer players. They see a seat's view and the legal actions, never the state."""
