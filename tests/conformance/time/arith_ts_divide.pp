notice(Timestamp(10) / 2)
