notice(empty([[]]))
notice(empty({a => undef}))
notice(''.empty)
