type IntegerTree = Array[Variant[Integer, IntegerTree]]
