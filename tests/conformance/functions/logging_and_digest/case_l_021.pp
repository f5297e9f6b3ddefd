notice(Binary("\xff", '%s'))
