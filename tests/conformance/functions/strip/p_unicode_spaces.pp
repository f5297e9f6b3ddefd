notice("[${strip("\u2003x\u2003")}]")
notice("[${strip("\u0000x\u0000")}]")
notice("[${rstrip("x\u0000")}]")
notice("[${lstrip("\u0000x")}]")
