notice(consumes::x)
