notice(ceiling(2))
