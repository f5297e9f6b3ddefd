[$x] = Class[nope]
