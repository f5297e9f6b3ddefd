$a = [1,2,3]
foo(*$a) # same as foo(1, 2, 3)

case $something {
  *$a: { # matches 1 or 2 or 3
  }
}

$b = [10, *$a, 20] # creates [10, 1, 2, 3, 20]
