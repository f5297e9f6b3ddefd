notice(Timestamp('2016', ''))
