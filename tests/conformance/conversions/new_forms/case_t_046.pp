notice(Timestamp(0) + 0.5)
