type MyType = Integer[42,42]
function foo(MyType $x) { notice $x }
foo(41)
