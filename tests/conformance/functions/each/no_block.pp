[1].each
