notice(Timestamp('09/06/16', '%D'))
