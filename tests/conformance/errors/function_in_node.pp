node default { function f() { 1 } }
