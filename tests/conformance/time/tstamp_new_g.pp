notice(Timestamp('x', '%F'))
