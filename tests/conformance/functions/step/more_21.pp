notice(1.step(2))
