# stdlib's deprecation names the call and the frame of the Puppet stack around it: the include
# of the class, the main program for a class declared like a resource, none for a define's body
define legacy_d() { deprecation('in_define', 'a define body') }
legacy_d { 'x': }
class legacy_c { deprecation('in_class', 'a class declared like a resource') }
class { 'legacy_c': }
class legacy_c2 { deprecation('in_include', 'an included class') }
include legacy_c2
$r = [1].map |$x| { deprecation('in_lambda', 'a lambda') }
function legacy_f() { deprecation('in_function', 'a function') }
$f = legacy_f()
deprecation('at_top', 'the main program')
