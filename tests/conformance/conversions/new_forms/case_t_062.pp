notice(Timestamp('2020-001', '%Y-%j'))
