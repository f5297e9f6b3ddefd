notice(strip(["  a ", " b"]))
