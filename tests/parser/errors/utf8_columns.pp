$x = "héllo wörld" + = 1
