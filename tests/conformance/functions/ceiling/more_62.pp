notice(ceiling(1.1) + floor(-1.1))
