info(1) debug(2) notice(3)
