function myns::f() { 1 }
