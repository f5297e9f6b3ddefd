notice(
  undef.foo
)
