type Tree = Variant[Integer, Array[Tree]]
function f(Tree $t) { $t }
f([1, ['x']])
