notice(Timestamp('SEP 06 2016', '%b %d %Y'))
