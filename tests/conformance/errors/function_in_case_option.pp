case 1 { 1: { function f() { 1 } } }
