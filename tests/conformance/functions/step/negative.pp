[1].step(-1)
