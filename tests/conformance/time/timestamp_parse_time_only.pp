notice(Timestamp('12:13:14 AM', '%r'))
