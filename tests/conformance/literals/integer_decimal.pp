notice(10)
notice(-10)
notice(0)
