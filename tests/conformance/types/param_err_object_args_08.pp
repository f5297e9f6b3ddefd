notice(Error[1,2,3])
