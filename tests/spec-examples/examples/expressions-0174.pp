$a = Integer # a is a reference to the Integer type
