notice(''.size)
