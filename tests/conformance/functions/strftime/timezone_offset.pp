$t = Timestamp('2000-01-01T00:00:00 UTC')
notice($t.strftime('%F %T %z', '-05:00'))
notice($t.strftime('%F %T %:z', 'EST'))
