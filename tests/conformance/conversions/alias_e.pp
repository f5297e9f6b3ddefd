notice(Timestamp(1, 2))
