notice(Error[[]])
