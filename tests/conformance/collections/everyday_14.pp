notice(["b", "a"].sort.reverse)
