notice(split('', ','))
