notice(! 1 in [1])
