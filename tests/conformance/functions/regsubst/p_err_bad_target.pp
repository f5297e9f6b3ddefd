notice(regsubst({a => 1}, "b", "c"))
