notice(floor('3'))
