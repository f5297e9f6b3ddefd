notice(Timestamp('20 16-09-06', '%C %y-%m-%d'))
