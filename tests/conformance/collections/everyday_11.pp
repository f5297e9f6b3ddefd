notice(["x", "y"].each_with_index)
