notice("\e[0m".length)
