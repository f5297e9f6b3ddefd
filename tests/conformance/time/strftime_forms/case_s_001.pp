$t = Timestamp('2021-03-04T05:06:07.123456789Z'); notice($t.strftime('%Y-%m-%d %H:%M:%S.%L %N %3N %9N %z %Z'))
