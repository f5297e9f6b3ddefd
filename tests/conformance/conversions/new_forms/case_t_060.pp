notice(Timestamp('1577836800', '%s'))
