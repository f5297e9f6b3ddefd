notice(chomp(["a\n", "b", 3]) == ['a', 'b', 3])
notice(chomp(5))
