notice(split(',a', ','))
