notice(Timestamp('2020-01-01', '%Y-%m-%d', '+05:30'))
