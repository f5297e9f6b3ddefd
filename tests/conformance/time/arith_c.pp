notice(Timestamp(0) * 2)
