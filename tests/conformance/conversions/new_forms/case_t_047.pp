notice(Timestamp(1.123456789))
