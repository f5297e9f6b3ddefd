notice(Timestamp(0) + 60)
