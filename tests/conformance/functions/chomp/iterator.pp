notice(chomp(["x\n", "y\n"].reverse_each))
