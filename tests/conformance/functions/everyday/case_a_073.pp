notice(''.empty)
