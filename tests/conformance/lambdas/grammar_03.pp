[1].each |Integer| { }
