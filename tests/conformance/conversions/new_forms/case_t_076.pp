notice(Timestamp('2020-01-01 10:00 +02:00'))
