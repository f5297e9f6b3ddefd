notice(Timestamp('yesterday'))
