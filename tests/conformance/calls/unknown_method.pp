notice(1.nosuchfn)
