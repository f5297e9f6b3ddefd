function foo(MyType $x) { notice $x }
foo(42)
type MyType = Integer[42,42]
