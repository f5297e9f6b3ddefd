notice(Timestamp('6-SEP-2016', '%v'))
