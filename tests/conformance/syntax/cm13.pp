notice(1 /* a */ + /* b */ 2)
