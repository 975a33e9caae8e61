"""The window's widgets: they draw what the models say and forward gestures; none holds
game state or decides legality."""
