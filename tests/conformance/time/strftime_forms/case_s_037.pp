notice(strftime(Timestamp(0), '%^A %#A %#p %^Z'))
