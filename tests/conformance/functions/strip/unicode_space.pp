notice(strip('  日本  '))
notice("[${strip("\u3000x\u3000")}]")
