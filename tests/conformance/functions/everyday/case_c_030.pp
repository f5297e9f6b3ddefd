notice(strip("\u00a0a\u00a0"))
