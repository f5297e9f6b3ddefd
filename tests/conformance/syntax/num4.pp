notice(5.)
