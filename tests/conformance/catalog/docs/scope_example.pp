# lang_scope: top scope, node scope and class scope
$variable = "Hi!"
class example {
  notice("From Class example: ${variable}")
}
node default {
  $nodevar = 'node value'
  include example
  notice("From node scope: ${variable} ${nodevar}")
}
