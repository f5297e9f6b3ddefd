notice(unique([1, 1.0, "a", "A"]))
