node default { notice('node') }
class c(Foo $x = 1) { }
