$t = Timestamp('2021-03-04T05:06:07Z'); notice(strftime($t, '%H:%M %z %Z', '+05:30'))
