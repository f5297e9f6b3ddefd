notice(ceiling(1.1))
