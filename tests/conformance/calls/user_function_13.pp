function f::() { 1 }
