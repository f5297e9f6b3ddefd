notice(.5)
