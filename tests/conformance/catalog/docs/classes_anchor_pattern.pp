# lang_containment: containing a class from a resource-like declaration
class inner($msg = 'inner') { notify { $msg: } }
class outer {
  class { 'inner': msg => 'from outer' }
  contain inner
}
include outer
