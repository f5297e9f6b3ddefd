notice("bad \u12")
