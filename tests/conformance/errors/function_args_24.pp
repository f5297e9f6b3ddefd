notice(empty(1.5))
