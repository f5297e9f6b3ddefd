notice(Timestamp('Sept 6 2016', '%b %d %Y'))
