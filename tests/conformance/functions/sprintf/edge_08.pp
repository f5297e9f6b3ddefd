notice(sprintf("%c%c", 65, "BC"))
