$t = Timestamp('2021-03-04T05:06:07Z'); notice($t.strftime('%F', 'UTC'))
