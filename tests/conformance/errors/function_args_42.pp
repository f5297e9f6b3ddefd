notice(call("nosuch"))
