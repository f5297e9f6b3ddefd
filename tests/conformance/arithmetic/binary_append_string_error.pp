notice(Binary("YQ==") + "x")
