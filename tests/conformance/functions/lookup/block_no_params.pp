notice(lookup('a', Integer) || { 5 })
