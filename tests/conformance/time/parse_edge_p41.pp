notice(Timestamp('16', '%y'))
