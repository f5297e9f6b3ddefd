notice(sprintf("%p %p", "a", [1, "b"]))
