notice(call("nosuchfn", 1))
