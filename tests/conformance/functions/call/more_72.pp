notice(call("upcase", "x"))
