notice($nope)
