function f(*$a, *$b) { } 
