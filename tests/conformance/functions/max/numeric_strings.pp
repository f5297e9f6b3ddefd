notice(max('10', '9'))
notice(max('2', '10', '3'))
