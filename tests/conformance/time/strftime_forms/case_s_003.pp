$t = Timestamp('2021-03-04T05:06:07.123456789Z'); notice(strftime($t, '%-d %-m %_m %05d %^a %^B %#b %10A| %-10A|'))
