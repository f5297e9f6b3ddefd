type IntegerTree = Array[Variant[Integer, IntegerTree]]
function integer_tree(IntegerTree $x) { notice $x }
integer_tree( [1, 2, [42, 4], [[[ 5 ]]] ] )
