notice(1..3)
