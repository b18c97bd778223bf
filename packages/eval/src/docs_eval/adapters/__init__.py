"""One small module per target: each turns a target's raw output into a ``Retrieved``."""
