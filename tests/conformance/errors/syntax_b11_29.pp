notice(1) }
