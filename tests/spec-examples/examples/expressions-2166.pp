function foo(MyType $x) {
  notice $x
}
notice foo(42)

type MyType = Integer[42,42]
