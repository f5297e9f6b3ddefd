notice(1
