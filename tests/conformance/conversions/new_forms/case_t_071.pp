notice(Timestamp('2020'))
