notice(Binary[1])
