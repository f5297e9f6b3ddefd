type Tree = Array[Variant[Integer, Tree]]
notice([1, [2, [3, [4]]]] =~ Tree)
notice([1, ['a']] =~ Tree)
notice([] =~ Tree)
notice(Tree)
