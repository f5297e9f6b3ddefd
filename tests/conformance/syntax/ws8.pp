notice(1)
notice($x)
