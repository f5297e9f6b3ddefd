type Tree = Array[Variant[Integer, Tree]]
assert_type(Tree, [1, ['x']])
