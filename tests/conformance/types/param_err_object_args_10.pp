notice(Error[{}])
