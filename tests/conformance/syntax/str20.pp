notice("a$ b $1 $- $_x")
