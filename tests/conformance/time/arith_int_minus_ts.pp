notice(5 - Timestamp(2))
