function f() { 1 } notice(f()) function Bad() { 2 }
