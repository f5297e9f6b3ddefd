notice(strip("\x00 a \x00"))
