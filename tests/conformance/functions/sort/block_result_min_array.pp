notice(min(2, 1, 3) |$a, $b| { ['x'] })
