notice(nosuchfn(1))
