class c { function g() { 1 } }
