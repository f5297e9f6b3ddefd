notice(Timestamp('2020-02-30'))
