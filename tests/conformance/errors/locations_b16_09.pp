	notice($nope)
