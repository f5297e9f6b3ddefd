notice(1)
$x = 1
  type  ::Foo::Bar   = Integer
