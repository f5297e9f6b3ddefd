notice("hello".index("l"))
