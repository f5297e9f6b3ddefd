notice(2 - Timestamp(3))
