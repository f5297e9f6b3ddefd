notice(/re(x)/)
