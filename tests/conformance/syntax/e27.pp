class foo {
  notice(1)
