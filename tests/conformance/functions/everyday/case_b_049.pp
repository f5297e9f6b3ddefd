notice(min(Timestamp(1), Timestamp(2)))
