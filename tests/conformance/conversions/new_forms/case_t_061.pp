notice(Timestamp('20200101', '%Y%m%d'))
