notice(5 ? { String => 's', Integer => 'i' })
