$x = [1, 'a', 2.0] case $x { Array[Integer]: { notice(ints) } Array[Variant[Integer, String, Float]]: { notice(mixed) } }
