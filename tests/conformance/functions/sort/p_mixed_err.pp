notice(sort([1, "a"]))
