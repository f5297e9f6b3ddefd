class foo {
  $r = inline_template("<% scope.setvar('shared', {}) %><% scope.lookupvar('shared')[:item] = 'v' %>set")
  notice($r)
  notice(inline_template("<%= scope.lookupvar('shared')[:item] %>"))
}
include foo
